// Preloaded into a server process (`node --import`) to run its clock TEST_CLOCK_OFFSET_MS off
// the machine's, as a replica whose clock is wrong would: every `new Date()` and `Date.now()`.
// The database and the other processes keep the true time.
const offset = Number(process.env.TEST_CLOCK_OFFSET_MS ?? 0);
const TrueDate = Date;

class OffsetDate extends TrueDate {
  constructor(...args) {
    if (args.length === 0) super(TrueDate.now() + offset);
    else super(...args);
  }

  static now() {
    return TrueDate.now() + offset;
  }
}

globalThis.Date = OffsetDate;
