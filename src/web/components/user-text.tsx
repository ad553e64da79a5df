import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

type UserTextProps = Omit<ComponentProps<'bdi'>, 'children'> & {
  children: string;
  // One line cut with an ellipsis, the whole text as a tooltip; otherwise a long word breaks
  // anywhere (in a table cell only at the cell's edge, see TableCell).
  truncate?: boolean;
};

// Text someone typed in (names, emails, addresses), shown in an isolating <bdi>: direction
// characters in it (U+202E and the like) cannot reorder the text around it, and a long unbroken
// value wraps or is cut instead of widening the page.
export function UserText({
  children,
  truncate = false,
  className,
  title,
  ...props
}: UserTextProps) {
  return (
    <bdi
      data-slot="user-text"
      title={title ?? (truncate ? children : undefined)}
      className={cn(truncate ? 'block truncate' : 'wrap-anywhere', className)}
      {...props}
    >
      {children}
    </bdi>
  );
}

export type PersonNameParts = { first_name: string; last_name: string };

export const fullName = (person: PersonNameParts) => `${person.first_name} ${person.last_name}`;

// A customer's name: each part isolated on its own, so a direction character in the first name
// cannot reverse the last name either.
export function PersonName({
  person,
  truncate = false,
  className,
}: {
  person: PersonNameParts;
  truncate?: boolean;
  className?: string;
}) {
  return (
    <bdi
      data-slot="person-name"
      title={truncate ? fullName(person) : undefined}
      className={cn(truncate ? 'block truncate' : 'wrap-anywhere', className)}
    >
      <bdi>{person.first_name}</bdi> <bdi>{person.last_name}</bdi>
    </bdi>
  );
}

// A phone number stays on one line ('+1 (555) 123-4567' must not break a group per line); one
// longer than its space is cut, with the whole number as a tooltip.
export function PhoneText({ children, className }: { children: string; className?: string }) {
  return (
    <bdi
      data-slot="phone-text"
      title={children}
      className={cn('inline-block max-w-full truncate align-bottom', className)}
    >
      {children}
    </bdi>
  );
}
