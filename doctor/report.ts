// One line per check: pass, fail or warning with its reason; the run ends `N passed, M failed`.
type Status = 'pass' | 'fail' | 'warn';

export interface Check {
  status: Status;
  check: string;
  reason?: string;
}

export class Report {
  readonly checks: Check[] = [];
  constructor(private readonly onCheck: (check: Check) => void = () => {}) {}

  private add(check: Check): void {
    this.checks.push(check);
    this.onCheck(check);
  }
  pass(check: string): void {
    this.add({ status: 'pass', check });
  }
  fail(check: string, reason: string): void {
    this.add({ status: 'fail', check, reason });
  }
  warn(check: string, reason: string): void {
    this.add({ status: 'warn', check, reason });
  }
  get passed(): number {
    return this.checks.filter((c) => c.status === 'pass').length;
  }
  get failed(): number {
    return this.checks.filter((c) => c.status === 'fail').length;
  }
}

const MARK = { pass: 'PASS', fail: 'FAIL', warn: 'WARN' };

export const line = ({ status, check, reason }: Check) => `${MARK[status]}  ${check}${reason ? ` → ${reason}` : ''}`;
