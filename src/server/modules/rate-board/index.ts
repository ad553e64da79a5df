// The rate board: links a manager makes and revokes, and the public board each link reads.
export { rateBoardRoutes } from './routes';
