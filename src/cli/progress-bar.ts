/** A one-line progress display for terminals; writes nothing when `out` is not a TTY. */
export class ProgressBar {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly out: NodeJS.WriteStream,
    private readonly render: () => { done: number; total: number; bytes: number; failures: number },
  ) {}

  start(everyMs = 200): void {
    if (!this.out.isTTY) return;
    this.draw();
    this.timer = setInterval(() => this.draw(), everyMs);
  }

  stop(): void {
    if (!this.timer) return;
    clearInterval(this.timer);
    this.draw();
    this.out.write('\n');
  }

  private draw(): void {
    const { done, total, bytes, failures } = this.render();
    const width = 30;
    const filled = total > 0 ? Math.min(width, Math.round((done / total) * width)) : 0;
    const bar = `${'#'.repeat(filled)}${'-'.repeat(width - filled)}`;
    this.out.write(
      `\r[${bar}] ${done}/${total} tasks  ${formatBytes(bytes)}  ${failures} failure(s)\x1b[K`,
    );
  }
}

export function formatBytes(bytes: number): string {
  const units = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
}
