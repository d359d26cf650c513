// A process with main.ts's fault policy that meets one error nothing catches (argv[2] says which),
// then says it is still serving and exits 0 half a second later if it was kept alive.
import { keepServingThroughDatabaseFaults } from '../../src/fault-policy.js';
import { createLogger } from '../../src/logger.js';

keepServingThroughDatabaseFaults(createLogger('warn'));
const lost = () => Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01', severity: 'FATAL' });
const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED', syscall: 'connect', errno: -111 });
setTimeout(() => {
  switch (process.argv[2]) {
    case 'lost-connection-event':
      throw lost(); // what an unhandled 'error' event of a pg client throws
    case 'refused-rejection':
      void Promise.reject(refused());
      break;
    case 'bug-exception':
      throw new TypeError("Cannot read properties of undefined (reading 'id')");
    case 'bug-rejection':
      void Promise.reject(new RangeError('a real bug'));
      break;
  }
}, 10);
setTimeout(() => {
  console.log('still serving');
  process.exit(0);
}, 500);
