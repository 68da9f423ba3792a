import type { MouseEvent } from 'react';

type Props = {
  title: string;
  text: string;
  action: { label: string; href: string; onClick: (event: MouseEvent<HTMLAnchorElement>) => void };
};

/** Where the results would be: why there are none here, and one way on. */
export function MembersNotice({ title, text, action }: Props) {
  return (
    <div className="text-center py-5 px-3 bg-white rounded-3 shadow-sm">
      <div className="display-6 text-body-tertiary mb-2">
        <i className="bi bi-search-heart" aria-hidden />
      </div>
      <h3 className="h5 fw-bold">{title}</h3>
      <p className="text-body-secondary">{text}</p>
      <a href={action.href} onClick={action.onClick} className="btn btn-outline-dark">
        {action.label}
      </a>
    </div>
  );
}
