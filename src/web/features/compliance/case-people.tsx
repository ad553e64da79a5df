import { Link } from 'react-router';
import {
  REPORT_PERSON_FIELD_LABELS,
  type CasePersonDetail,
  type ReportPersonField,
} from '@domain/contracts/compliance';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { UserText } from '@web/components/user-text';
import { cn } from '@web/lib/cn';
import { useFormat, useT } from '@web/i18n';
import { ROLE_LABELS } from './case-labels';

function Fact(props: { field: ReportPersonField; missing: boolean; children: React.ReactNode }) {
  const { t } = useT();
  return (
    <div
      className={cn(
        'grid gap-0.5 rounded-md px-2 py-1',
        props.missing && 'bg-destructive/10 text-destructive',
      )}
      data-missing={props.missing || undefined}
    >
      <dt className="text-xs text-muted-foreground">
        {t(REPORT_PERSON_FIELD_LABELS[props.field])}
      </dt>
      <dd className="wrap-anywhere">{props.missing ? t('Missing') : props.children}</dd>
    </div>
  );
}

// Every fact FINTRAC asks about each person of the case, with what is not on file marked.
export function CasePeople({ people }: { people: CasePersonDetail[] }) {
  const { t } = useT();
  const { day, dollars } = useFormat();
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {people.map((person) => {
        const missing = new Set(person.missing);
        return (
          <Card key={person.customer_id} aria-label={`${person.first_name} ${person.last_name}`}>
            <CardHeader>
              <CardTitle className="flex flex-wrap items-center gap-2 text-base">
                <Link
                  to={`/customers/${person.customer_id}`}
                  className="text-primary underline-offset-4 hover:underline"
                >
                  <UserText>{`${person.first_name} ${person.last_name}`}</UserText>
                </Link>
                {person.roles.map((role) => (
                  <Badge key={role} variant="outline">
                    {t(ROLE_LABELS[role])}
                  </Badge>
                ))}
              </CardTitle>
              <p className="text-sm text-muted-foreground">
                {t('Received in this case: {{amount}} CAD', {
                  amount: dollars(person.received_cad),
                })}
                {missing.size > 0 && (
                  <>
                    {' · '}
                    <Link
                      to={`/customers/${person.customer_id}`}
                      className="text-destructive underline underline-offset-4"
                    >
                      {t('{{count}} missing — complete the customer', { count: missing.size })}
                    </Link>
                  </>
                )}
              </p>
            </CardHeader>
            <CardContent>
              <dl className="grid gap-1 text-sm sm:grid-cols-2">
                <Fact field="date_of_birth" missing={missing.has('date_of_birth')}>
                  {day(person.birthday)}
                </Fact>
                <Fact field="phone" missing={missing.has('phone')}>
                  {person.phone}
                </Fact>
                <Fact field="address" missing={missing.has('address')}>
                  {person.address}
                </Fact>
                <Fact field="occupation" missing={missing.has('occupation')}>
                  {person.occupation}
                </Fact>
                <Fact field="id_card" missing={missing.has('id_card')}>
                  {person.id_card &&
                    `${person.id_card.id_type} ${person.id_card.id_number}${
                      person.id_card.expiry_date
                        ? `, ${t('expires {{day}}', { day: day(person.id_card.expiry_date) })}`
                        : ''
                    }`}
                </Fact>
                {person.company && (
                  <div className="grid gap-0.5 px-2 py-1">
                    <dt className="text-xs text-muted-foreground">{t('Company')}</dt>
                    <dd className="wrap-anywhere">
                      {person.company.name}
                      {person.company.industry ? ` · ${person.company.industry}` : ''}
                    </dd>
                  </div>
                )}
              </dl>
            </CardContent>
          </Card>
        );
      })}
    </div>
  );
}
