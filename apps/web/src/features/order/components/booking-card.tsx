import type { ReactNode } from 'react';
import booking from './booking.module.css';

/** A titled card of a booking screen (flight or hotel), its section named by its heading. */
export function BookingCard({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className={booking.card} aria-labelledby={id}>
      <h3 id={id} className={booking.cardTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}

/** Label and value rows of a booking (its number, times, what was paid). */
export function InfoList({ children }: { children: ReactNode }) {
  return <dl className={booking.infoList}>{children}</dl>;
}

export function Info({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className={booking.infoRow}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}
