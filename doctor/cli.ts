// npm run doctor -- [--cookie "name=value; …"] [--json] [--timeout SECONDS] <page URL>…
import { line, type Check } from './report';
import { runDoctor } from './run';

const args = process.argv.slice(2);
const urls: string[] = [];
let cookie: string | undefined;
let json = false;
let timeoutMs = 10_000;
for (let i = 0; i < args.length; i++) {
  const arg = args[i]!;
  if (arg === '--json') json = true;
  else if (arg === '--cookie') cookie = args[++i];
  else if (arg === '--timeout') timeoutMs = Number(args[++i]) * 1000;
  else if (/^https?:\/\//.test(arg)) urls.push(arg);
  else {
    console.error(`unknown argument ${arg}\nusage: npm run doctor -- [--cookie "name=value; …"] [--json] [--timeout SECONDS] <page URL>…`);
    process.exit(2);
  }
}
if (urls.length === 0) {
  console.error('usage: npm run doctor -- [--cookie "name=value; …"] [--json] [--timeout SECONDS] <page URL>…');
  process.exit(2);
}
if (new Set(urls.map((u) => new URL(u).origin)).size > 1) {
  console.error('every page must be on one shop (one origin)');
  process.exit(2);
}

const result = await runDoctor(urls, { cookie, timeoutMs, onCheck: json ? undefined : (check: Check) => console.log(line(check)) });
if (json) console.log(JSON.stringify(result, null, 2));
else {
  if (result.notCalled.length)
    console.log(`not called (no input on these pages${cookie ? '' : ', or customers only: use --cookie'}): ${result.notCalled.join(', ')}`);
  console.log(`${result.passed} passed, ${result.failed} failed`);
}
process.exitCode = result.failed > 0 ? 1 : 0;
