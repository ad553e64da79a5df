import { setupChecklist, setupChecklistBody } from '../setup';
import { endpoints } from './endpoint';

// The owner's first-run checklist (issue 47).
export const SETUP_ENDPOINTS = endpoints({
  'setup.checklist': {
    method: 'GET',
    path: '/api/setup/checklist',
    access: 'owner',
    answer: setupChecklist,
  },
  'setup.dismiss': {
    method: 'PUT',
    path: '/api/setup/checklist',
    access: 'owner',
    body: setupChecklistBody,
    answer: setupChecklist,
  },
});
