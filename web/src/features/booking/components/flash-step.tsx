import { useTranslation } from 'react-i18next';
import type { PublicProfile } from '#shared/api/contracts/artists.ts';
import { formatPrice } from '#shared/domain/money.ts';
import { formatDimensions } from '#shared/domain/units.ts';
import { ChoiceList } from '#web/src/components/choice-list/choice-list.tsx';
import { ResponsiveImage } from '#web/src/components/responsive-image.tsx';
import { currentLocale } from '#web/src/lib/i18n.ts';

interface FlashStepProps {
  profile: PublicProfile;
  value: string | undefined;
  onChange: (flashId: string) => void;
  error?: string | undefined;
}

/** The artist's flashes as cards: cover, title, price and size; one is chosen. */
export function FlashStep({ profile, value, onChange, error }: FlashStepProps) {
  const { t, i18n } = useTranslation();
  const locale = currentLocale(i18n);
  const choices = profile.flashes.map((flash) => {
    const cover = flash.images[0];
    return {
      value: flash.flashId,
      label: flash.title,
      detail: `${formatPrice(flash.priceCents, flash.currency, locale)} · ${formatDimensions(flash, profile.unit, locale)}`,
      media: cover && <ResponsiveImage image={cover} alt="" sizes="5.5rem" className="choice__image" />,
    };
  });
  return (
    <ChoiceList
      legend={t('web.booking.flash.legend', { displayName: profile.displayName })}
      legendHidden
      name="flashId"
      choices={choices}
      value={value}
      onChange={onChange}
      error={error}
      className="choice-list--flashes"
    />
  );
}
