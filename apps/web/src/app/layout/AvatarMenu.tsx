import { paths } from '@artvoyage/contract/paths';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { LogOut, Map, User } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuth } from '@/shared/auth/auth-context';
import { Avatar } from '@/shared/ui/Avatar';
import { useSignOut } from './useSignOut';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm outline-none select-none data-[highlighted]:bg-stone-100';

/** Signed in: the avatar (initials without an image) opens name, e-mail, Profile, My Itineraries, Sign Out. */
export default function AvatarMenu() {
  const { t } = useTranslation();
  const auth = useAuth();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const email = auth.profile?.email ?? auth.user?.email ?? '';
  const name =
    auth.profile?.full_name || (auth.user?.user_metadata?.full_name as string | undefined) || email;

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={t('nav.accountMenuOf', { name })}
        className="rounded-full focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent"
      >
        <Avatar name={name} email={email} imageUrl={auth.profile?.avatar_url} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-lg border border-stone-200 bg-white p-1 text-ink shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-2">
            <span className="block font-semibold">{name}</span>
            <span className="block text-xs break-all text-stone-600">{email}</span>
            {auth.profile ? (
              <span className="mt-1 block text-xs font-medium text-stone-700" data-testid="avatar-level">
                {t('nav.avatarLevel', {
                  level: auth.profile.user_level,
                  xp: auth.profile.experience_points,
                })}
              </span>
            ) : null}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-stone-200" />
          <DropdownMenu.Item className={itemClass} onSelect={() => void navigate(paths.profile.href())}>
            <User aria-hidden className="h-4 w-4" />
            {t('nav.profile')}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={() => void navigate(paths.myItineraries.href())}>
            <Map aria-hidden className="h-4 w-4" />
            {t('nav.myItineraries')}
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-stone-200" />
          <DropdownMenu.Item className={itemClass} onSelect={() => void signOut()}>
            <LogOut aria-hidden className="h-4 w-4" />
            {t('nav.signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
