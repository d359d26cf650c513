import { createBrowserRouter } from 'react-router-dom';
import { routes } from './routes';

/** History routing under /admin (the API answers every /admin/* with the app's index.html). */
export const router = createBrowserRouter(routes, { basename: '/admin' });
