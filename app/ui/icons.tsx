import type { SVGProps } from "react";

type IconProps = SVGProps<SVGSVGElement> & { title?: string };

/**
 * The shapes live in one cached sprite, `public/images/icons.svg` (a `<symbol>` per icon), so no page's
 * JavaScript carries path data; stroke and fill set here reach the shapes through `<use>`.
 */
const SPRITE = "/images/icons.svg";

const socialNetworks = new Set(["Facebook", "Instagram", "YouTube"]);

function Icon({ title, symbol, ...props }: IconProps & { symbol: string }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={title ? undefined : true}
      role={title ? "img" : undefined}
      focusable="false"
      {...props}
    >
      {title ? <title>{title}</title> : null}
      <use href={`${SPRITE}#${symbol}`} />
    </svg>
  );
}

export const PhoneIcon = (p: IconProps) => <Icon symbol="phone" {...p} />;
export const MailIcon = (p: IconProps) => <Icon symbol="mail" {...p} />;
export const SunIcon = (p: IconProps) => <Icon symbol="sun" {...p} />;
export const MoonIcon = (p: IconProps) => <Icon symbol="moon" {...p} />;
export const MonitorIcon = (p: IconProps) => <Icon symbol="monitor" {...p} />;
export const MenuIcon = (p: IconProps) => <Icon symbol="menu" {...p} />;
export const MapPinIcon = (p: IconProps) => <Icon symbol="map-pin" {...p} />;
export const StarIcon = (p: IconProps) => <Icon symbol="star" fill="currentColor" stroke="none" {...p} />;
export const ClockIcon = (p: IconProps) => <Icon symbol="clock" {...p} />;
export const StethoscopeIcon = (p: IconProps) => <Icon symbol="stethoscope" {...p} />;
export const ChevronDownIcon = (p: IconProps) => <Icon symbol="chevron-down" {...p} />;
/** "Back": it points to where the reader came from, so it mirrors on right-to-left pages (app/styles/global.css.ts). */
export const ArrowLeftIcon = (p: IconProps) => <Icon symbol="arrow-left" data-directional="" {...p} />;
/** A social network's mark; an unknown network gets a neutral cross. */
export const SocialIcon = ({ network, ...p }: IconProps & { network: string }) => (
  <Icon symbol={socialNetworks.has(network) ? `social-${network.toLowerCase()}` : "social-other"} {...p} />
);
