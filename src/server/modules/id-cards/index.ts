// ID cards: a customer's identity documents, their limit and archiving.
export { idCardRoutes } from './routes';
export { verificationValues } from './card-values';
export { idCardsByDocument, listIdCards } from './queries';
export { listIdCardsOf } from './service';
export { idImageKeySource, type IdImageKeySource } from './image-key';
