import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { isHttpsUrl, isSitePath } from '../../../domain/shared/SafeLink';

interface Props {
  href: string;
  label?: string;
  children: ReactNode;
  className?: string;
  tabIndex?: number;
}

/** A link from banner data: site paths through the router, https in a new tab, anything else is not a link. */
export function BannerLink({ href, label, children, className, tabIndex }: Props) {
  if (isSitePath(href)) {
    return (
      <RouterLink to={href} aria-label={label} className={className} tabIndex={tabIndex}>
        {children}
      </RouterLink>
    );
  }
  if (isHttpsUrl(href)) {
    return (
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={label}
        className={className}
        tabIndex={tabIndex}
      >
        {children}
      </a>
    );
  }
  return <>{children}</>;
}

export const isFollowableLink = (href: string): boolean => isSitePath(href) || isHttpsUrl(href);
