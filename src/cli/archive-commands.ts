import { call, type Schemas } from '../../clients/typescript/src/index.js';
import { type CliCommand, NoKeyError } from './cli-command.js';
import { isUnreachable, unreachable } from './cli-output.js';

const STATES_TO_SHOW = ['in_progress', 'failed', 'unauthorized'] as const;

export const ARCHIVE_COMMANDS: CliCommand[] = [
  {
    name: 'archive status',
    summary: 'Archive tasks per state, with the ones in progress and the ones needing attention',
    description: 'The same data as GET /admin/archives/stats and GET /admin/archives (admin key).',
    run: async (c) => {
      const bridge = c.bridge();
      const list = (state: (typeof STATES_TO_SHOW)[number]) =>
        call(bridge.GET('/admin/archives', { params: { query: { state, limit: 20 } } }));
      const [stats, [inProgress, failed, unauthorized]] = await Promise.all([
        call(bridge.GET('/admin/archives/stats')),
        Promise.all(STATES_TO_SHOW.map(list)),
      ]);
      const brief = (archive: Schemas['ArchiveResponseDto']) => {
        const { id, upstream_id, state, attempts, last_error, updated_at } = archive;
        return { id, upstream_id, state, attempts, last_error, updated_at };
      };
      c.print({
        ...stats,
        in_progress: inProgress!.items.map(brief),
        needs_attention: [...unauthorized!.items, ...failed!.items].map(brief),
      });
    },
  },
  {
    name: 'archive check',
    summary: 'Compare the archive tasks with the stored objects (after a restore)',
    description:
      'The same data as GET /admin/archives/consistency (admin key): tasks whose stored object ' +
      'is missing or of another size, and objects no task names. Reads only.',
    run: async (c) => {
      c.print(await call(c.bridge().GET('/admin/archives/consistency')));
    },
  },
  {
    name: 'archive run',
    summary: 'Sweep now: archive every session that is due',
    description:
      'With a running bridge, asks it to sweep (POST /admin/archives/sweep) and prints its ' +
      'report; its workers download. When no bridge answers (and BRIDGE_URL is not set), runs ' +
      'the sweep and the downloads in this process, directly on the database, with a progress ' +
      'bar; claims keep it from taking a task a replica has.',
    run: async (c) => {
      try {
        const sweep = await call(c.bridge().POST('/admin/archives/sweep'));
        c.note(`archive run: asked the bridge at ${c.bridgeUrl()}`);
        const stats = await call(c.bridge().GET('/admin/archives/stats'));
        c.print({ mode: 'http', sweep, states: stats.states });
      } catch (error) {
        const noBridge = isUnreachable(error) || error instanceof NoKeyError;
        if (!noBridge || process.env.BRIDGE_URL) throw error;
        const why = isUnreachable(error) ? unreachable(c.bridgeUrl(), error) : 'no API key';
        c.note(`archive run: ${why}; running here, on the database`);
        const { runArchiveHere } = await import('./direct.js');
        c.print({ mode: 'direct', ...(await runArchiveHere()) });
      }
    },
  },
];
