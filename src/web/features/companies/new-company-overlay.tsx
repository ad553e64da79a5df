import { CompanyFormOverlay } from './company-form-overlay';

export function NewCompanyOverlay(props: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return <CompanyFormOverlay open={props.open} onOpenChange={props.onOpenChange} />;
}
