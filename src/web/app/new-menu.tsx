import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ChevronDown, Plus } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { NewCompanyOverlay } from '@web/features/companies';
import { CustomerDialog } from '@web/features/customers';

export function NewMenu() {
  const navigate = useNavigate();
  const [open, setOpen] = useState<'customer' | 'company' | null>(null);
  const close = (isOpen: boolean) => !isOpen && setOpen(null);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button size="sm">
            <Plus aria-hidden /> New <ChevronDown aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => setOpen('customer')}>New Customer</DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setOpen('company')}>New Company</DropdownMenuItem>
          <DropdownMenuItem onSelect={() => navigate('/exchange')}>New Exchange</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <CustomerDialog open={open === 'customer'} onOpenChange={close} />
      <NewCompanyOverlay open={open === 'company'} onOpenChange={close} />
    </>
  );
}
