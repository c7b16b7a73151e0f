import { Link, type LinkProps } from 'react-router-dom';
import { type ButtonVariant, buttonClass } from './button.tsx';

interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  block?: boolean;
}

/** A link that looks like a button (it navigates, so it stays a link for assistive technologies). */
export function ButtonLink({ variant, block, className, ...props }: ButtonLinkProps) {
  return <Link {...props} className={[buttonClass(variant, block), className].filter(Boolean).join(' ')} />;
}
