import './ui.css';
import * as AvatarPrimitive from '@radix-ui/react-avatar';
import { initialsOf } from './initials.ts';

interface AvatarProps {
  name: string;
  src?: string | undefined;
  size?: 'sm' | 'md' | 'lg';
  /** Decorative when the name is written next to it (the default); else the image says the name. */
  decorative?: boolean;
}

/**
 * A person's picture, or their initials while it loads or when there is none (Radix Avatar: the
 * fallback shows only if the image fails or is missing, so there is no broken-image icon).
 */
export function Avatar({ name, src, size = 'md', decorative = true }: AvatarProps) {
  return (
    <AvatarPrimitive.Root className={`avatar avatar--${size}`} aria-hidden={decorative || undefined}>
      {src && <AvatarPrimitive.Image className="avatar__image" src={src} alt={decorative ? '' : name} />}
      <AvatarPrimitive.Fallback
        className="avatar--initials"
        data-initials={initialsOf(name)}
        role={decorative ? undefined : 'img'}
        aria-label={decorative ? undefined : name}
      />
    </AvatarPrimitive.Root>
  );
}
