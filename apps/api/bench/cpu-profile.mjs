// BENCH_CPU_PROF=<dir>: loaded into each portal process (NODE_OPTIONS=--import, where Node 20 does
// not allow --cpu-prof), it records a V8 CPU profile from start to exit and writes it to
// <dir>/portal-<pid>.cpuprofile (open it in Chrome DevTools or any .cpuprofile viewer).
import fs from 'node:fs';
import inspector from 'node:inspector';
import path from 'node:path';

const dir = process.env.BENCH_CPU_PROF;
if (dir) {
  const session = new inspector.Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.start');
  process.on('exit', () => {
    session.post('Profiler.stop', (err, result) => {
      if (!err) fs.writeFileSync(path.join(dir, `portal-${process.pid}.cpuprofile`), JSON.stringify(result.profile));
    });
  });
}
