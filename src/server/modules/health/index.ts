// Health: whether the server and its database answer.
export { healthRoutes } from './routes';
