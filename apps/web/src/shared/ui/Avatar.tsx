import { initialsOf } from './initials';

/** A round avatar: the image when there is one, the initials otherwise. */
export function Avatar(props: {
  name: string | null | undefined;
  email?: string | null;
  imageUrl?: string | null;
  size?: 'sm' | 'lg';
}) {
  const size = props.size === 'lg' ? 'h-20 w-20 text-2xl' : 'h-9 w-9 text-sm';
  if (props.imageUrl) {
    return <img src={props.imageUrl} alt="" className={`${size} shrink-0 rounded-full object-cover`} />;
  }
  // The initials are drawn by CSS, not written as text: the control around an avatar is named after the
  // person ("Account menu: Grace Traveller"), and text it does not contain would break that name's match
  // with what shows (WCAG 2.5.3).
  return (
    <span
      aria-hidden
      data-initials={initialsOf(props.name, props.email)}
      className={`${size} inline-flex shrink-0 items-center justify-center rounded-full bg-ink font-semibold text-white before:content-[attr(data-initials)]`}
    />
  );
}
