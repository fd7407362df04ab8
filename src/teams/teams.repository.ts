import { Injectable } from '@nestjs/common';
import { type Prisma, type Team } from '../generated/prisma/client.js';
import { PrismaService } from '../database/prisma.service.js';

@Injectable()
export class TeamsRepository {
  constructor(private readonly prisma: PrismaService) {}

  create(name: string, tx: Prisma.TransactionClient = this.prisma): Promise<Team> {
    return tx.team.create({ data: { name } });
  }

  findById(id: string): Promise<Team | null> {
    return this.prisma.team.findUnique({ where: { id } });
  }

  list(): Promise<Team[]> {
    return this.prisma.team.findMany({ orderBy: { createdAt: 'asc' } });
  }
}
