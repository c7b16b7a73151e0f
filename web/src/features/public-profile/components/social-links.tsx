import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileLink } from '#shared/api/contracts/profile.ts';
import { instagramHandle } from '#shared/domain/instagram.ts';

/** Only web addresses become links (the API accepts nothing else; this guards the page anyway). */
function safeHref(url: string): string | undefined {
  return /^https?:\/\//i.test(url) ? url : undefined;
}

/** Instagram shows its handle, as everywhere else in the product; other links their site. */
function shownAddress(url: string): string {
  const handle = instagramHandle(url);
  return handle ? `@${handle}` : host(url);
}

function host(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/** The artist's socials and links, opened in a new tab without giving it this page. */
export function SocialLinks({ links }: { links: readonly ProfileLink[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const shown = links.flatMap((link) => {
    const href = safeHref(link.url);
    return href ? [{ ...link, href }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <section className="public-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('web.publicPage.links')}</h2>
      <ul className="social-links">
        {shown.map((link) => (
          <li key={`${link.title}-${link.href}`}>
            <a href={link.href} target="_blank" rel="noopener noreferrer">
              <span className="social-links__title">{link.title}</span>
              <span className="social-links__host">{shownAddress(link.href)}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
