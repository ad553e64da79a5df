import {
  boardLink,
  boardLinkList,
  boardLinkParams,
  boardParams,
  createBoardLinkBody,
  createdBoardLink,
  rateBoard,
} from '../rate-board';
import { endpoints } from './endpoint';

// The rate board for the window (docs/decisions/0037-rates-and-profit.md): managers make and revoke its
// links; the board itself is read by its token, without a session.
export const RATE_BOARD_ENDPOINTS = endpoints({
  'boardLinks.list': {
    method: 'GET',
    path: '/api/board-links',
    access: 'manager',
    answer: boardLinkList,
  },
  'boardLinks.create': {
    method: 'POST',
    path: '/api/board-links',
    access: 'manager',
    body: createBoardLinkBody,
    answer: createdBoardLink,
  },
  'boardLinks.revoke': {
    method: 'POST',
    path: '/api/board-links/:id/revoke',
    access: 'manager',
    params: boardLinkParams,
    answer: boardLink,
  },
  // The same rates for the printed rate sheet, for any member of staff.
  'board.sheet': {
    method: 'GET',
    path: '/api/rate-sheet',
    access: 'teller',
    answer: rateBoard,
  },
  'board.read': {
    method: 'GET',
    path: '/api/board/:token',
    access: 'public',
    params: boardParams,
    answer: rateBoard,
  },
});
