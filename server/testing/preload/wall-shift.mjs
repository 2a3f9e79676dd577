// Test preload (node --import): this process's wall clock runs MOCK_TEST_WALL_SHIFT_MS ahead, as if the
// machine had been off that long between two runs of the mock. Used by server/state/downtime.test.ts to
// show that time the server was down is not idle time, without a test that waits minutes.
const shift = Number(process.env.MOCK_TEST_WALL_SHIFT_MS ?? 0);
if (shift !== 0) {
  const RealDate = Date;
  const realNow = RealDate.now.bind(RealDate);
  globalThis.Date = class extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(realNow() + shift);
      else super(...args);
    }
    static now() {
      return realNow() + shift;
    }
  };
}
