import type { ReactNode } from 'react';
import { Card } from 'react-bootstrap';

/** One titled part of the own-profile form. */
export function FormCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card as="section" className="mb-3 shadow-sm border-0" aria-labelledby={id}>
      <Card.Body>
        <h2 id={id} className="h6 mb-3">
          {title}
        </h2>
        {children}
      </Card.Body>
    </Card>
  );
}
