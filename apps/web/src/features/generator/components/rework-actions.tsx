import {
  isLanguage,
  isThreadNetwork,
  LANGUAGES,
  NETWORK_IDS,
  type ReworkAction,
  STYLE_IDS,
  TIER_LIMITS,
} from '@captia/shared';
import { useQuery } from '@tanstack/react-query';
import { ChevronDown, ChevronRight, LoaderCircle, Lock, WandSparkles } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { type ReactNode, useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { buttonClasses } from '#web/components/ui/button-link.tsx';
import { Tooltip } from '#web/components/ui/tooltip.tsx';
import { paths } from '#web/config/paths.ts';
import { cn } from '#web/lib/cn.ts';
import { useAuth } from '#web/lib/session/auth-provider.tsx';
import { useTranslation } from '#web/lib/translator.ts';
import { optionsQuery } from '../api/get-options';
import type { CaptionVersion, ReworkChoice } from '../rework';

const small = 'px-2.5 py-1 text-xs';
const menuBase =
  'z-50 max-h-(--radix-dropdown-menu-content-available-height) overflow-y-auto rounded-xl border border-border bg-card p-1.5 text-foreground shadow-lg';
const menuClasses = `${menuBase} min-w-40 max-w-[min(20rem,calc(100vw-2rem))]`;
const itemClasses =
  'flex w-full cursor-default items-center gap-2 rounded-md px-3 py-2 text-left text-sm outline-none select-none data-[highlighted]:bg-muted data-[state=open]:bg-muted';

/** Why an action cannot run here, and whether the plans page is the answer. */
interface Unavailable {
  reason: string;
  plans: boolean;
}

/**
 * The one-click changes to a caption: Shorter, Longer, Fit, Restyle, Translate and Adapt, and on
 * the networks of threads "Make it a thread" (a single caption) or "Join into one post" (a thread). A row
 * of buttons (with menus for the choices) where there is room, one menu with submenus on small
 * screens (`menuOnly` always). An action the plan or the server cannot run stays reachable and
 * says why (a description, a tooltip, a toast when pressed) rather than vanishing.
 */
export function ReworkActions({
  version,
  busy,
  disabled,
  menuOnly = false,
  adapt = true,
  arrange = true,
  onRun,
}: {
  version: CaptionVersion;
  /** The action being written on this caption. */
  busy: ReworkAction | null;
  /** Something else is being written (the whole run): nothing starts meanwhile. */
  disabled: boolean;
  menuOnly?: boolean;
  /** Whether "Adapt to…" another network is offered (not for a planned post: its network is its slot's). */
  adapt?: boolean;
  /** Whether a thread is offered (not for a planned post: it is one post, within one post's limit). */
  arrange?: boolean;
  onRun: (choice: ReworkChoice) => void;
}) {
  const { t, i18n } = useTranslation();
  const { me } = useAuth();
  const navigate = useNavigate();
  const ids = useId();
  const language = isLanguage(i18n.language) ? i18n.language : 'en-US';
  const options = useQuery(optionsQuery(language));
  const tier = me?.tier ?? 'free';
  const inert = disabled || busy !== null;
  const network = t(`captions.networks.${version.network}`);

  // Without `features` (an older server) the model is unknown: the server's 422 then speaks.
  const unavailable: Partial<Record<ReworkAction, Unavailable>> = {};
  if (!TIER_LIMITS[tier].longText)
    unavailable.longer = { reason: t('generator.rework.longerLocked'), plans: true };
  if (options.data?.features?.ai === false)
    unavailable.translate = { reason: t('generator.rework.translateNeedsAi'), plans: false };
  const reasonId = (action: ReworkAction) => `${ids}-${action}-why`;

  const explain = (why: Unavailable) =>
    toast.info(
      why.reason,
      why.plans
        ? { action: { label: t('generator.seePlans'), onClick: () => void navigate(paths.plans) } }
        : undefined,
    );
  const label = (action: ReworkAction) =>
    action === 'fit' ? t('generator.rework.fit', { network }) : t(`generator.rework.${action}`);
  const icon = (action: ReworkAction) =>
    busy === action ? (
      <LoaderCircle className="size-3.5 animate-spin" aria-hidden="true" />
    ) : unavailable[action] ? (
      <Lock className="size-3" aria-hidden="true" />
    ) : null;

  const styles = STYLE_IDS.map((style) => ({
    key: style,
    label: t(`captions.styles.${style}`),
    choice: { action: 'restyle', style } as const,
  }));
  const languages = LANGUAGES.filter((code) => code !== version.language).map((code) => ({
    key: code,
    label: t(`captions.languages.${code}`),
    choice: { action: 'translate', language: code } as const,
  }));
  const networks = NETWORK_IDS.filter((id) => id !== version.network).map((id) => ({
    key: id,
    label: t(`captions.networks.${id}`),
    choice: { action: 'adapt', targetNetwork: id } as const,
  }));
  const choices = { restyle: styles, translate: languages, adapt: networks };
  // X, Threads, Bluesky and Mastodon: a caption becomes a thread, and a thread one post again.
  const threads: ReworkAction[] =
    arrange && isThreadNetwork(version.network) ? [version.posts ? 'join' : 'thread'] : [];
  const simple: readonly ReworkAction[] = ['shorter', 'longer', 'fit', ...threads];
  const withChoices: readonly ('restyle' | 'translate' | 'adapt')[] = adapt
    ? ['restyle', 'translate', 'adapt']
    : ['restyle', 'translate'];

  /** A button of the row: an action, or the trigger of its choices. */
  const rowButton = (action: ReworkAction, trigger: boolean) => {
    const why = unavailable[action];
    const button = (
      <button
        type="button"
        className={buttonClasses('secondary', cn(small, why && 'text-muted-foreground'))}
        disabled={inert && !why}
        aria-disabled={why ? true : undefined}
        aria-describedby={why ? reasonId(action) : undefined}
        aria-busy={busy === action || undefined}
        onClick={why ? () => explain(why) : trigger ? undefined : () => onRun({ action } as ReworkChoice)}
      >
        {icon(action)}
        {label(action)}
        {trigger && !why && <ChevronDown className="size-3.5" aria-hidden="true" />}
      </button>
    );
    return why ? (
      <Tooltip key={action} label={why.reason} wide>
        {button}
      </Tooltip>
    ) : (
      button
    );
  };

  const row = (
    <div className={cn(menuOnly ? 'hidden' : 'hidden sm:block')}>
      <fieldset aria-label={t('generator.rework.label')} className="flex min-w-0 flex-wrap gap-1.5">
        {simple.map((action) => (
          <span key={action} className="inline-flex">
            {rowButton(action, false)}
          </span>
        ))}
        {withChoices.map((action) =>
          unavailable[action] ? (
            <span key={action} className="inline-flex">
              {rowButton(action, true)}
            </span>
          ) : (
            <DropdownMenu.Root key={action} modal={false}>
              <DropdownMenu.Trigger asChild disabled={inert}>
                {rowButton(action, true)}
              </DropdownMenu.Trigger>
              <DropdownMenu.Portal>
                <DropdownMenu.Content
                  align="start"
                  sideOffset={4}
                  collisionPadding={8}
                  className={menuClasses}
                >
                  {choices[action].map((item) => (
                    <DropdownMenu.Item
                      key={item.key}
                      className={itemClasses}
                      onSelect={() => onRun(item.choice)}
                    >
                      {item.label}
                    </DropdownMenu.Item>
                  ))}
                </DropdownMenu.Content>
              </DropdownMenu.Portal>
            </DropdownMenu.Root>
          ),
        )}
      </fieldset>
      <Reasons unavailable={unavailable} reasonId={reasonId} />
    </div>
  );

  const menuItem = (action: ReworkAction, content: ReactNode, onSelect: () => void) => {
    const why = unavailable[action];
    return (
      <DropdownMenu.Item
        key={action}
        className={cn(itemClasses, 'flex-wrap', why && 'text-muted-foreground')}
        aria-disabled={why ? true : undefined}
        aria-describedby={why ? `${reasonId(action)}-menu` : undefined}
        onSelect={why ? () => explain(why) : onSelect}
      >
        {why && <Lock className="size-3.5" aria-hidden="true" />}
        {content}
        {why && (
          // Its description, not part of its name.
          <span id={`${reasonId(action)}-menu`} aria-hidden="true" className="basis-full text-xs">
            {why.reason}
          </span>
        )}
      </DropdownMenu.Item>
    );
  };

  // On the right, opening leftwards: a submenu then finds room on the left of a narrow screen.
  const menu = (
    <div className={menuOnly ? undefined : 'flex justify-end sm:hidden'}>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          className={buttonClasses('secondary', small)}
          disabled={inert}
          aria-label={t('generator.rework.label')}
          aria-busy={busy !== null || undefined}
        >
          {busy ? (
            <LoaderCircle className="size-3.5 animate-spin" aria-hidden="true" />
          ) : (
            <WandSparkles className="size-3.5" aria-hidden="true" />
          )}
          {t('generator.rework.menu')}
          <ChevronDown className="size-3.5" aria-hidden="true" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={4}
            collisionPadding={8}
            className={cn(menuBase, 'w-52 max-w-[calc(100vw-2rem)]')}
          >
            {simple.map((action) => menuItem(action, label(action), () => onRun({ action } as ReworkChoice)))}
            <DropdownMenu.Separator className="my-1 h-px bg-border" />
            {withChoices.map((action) =>
              unavailable[action] ? (
                menuItem(action, label(action), () => {})
              ) : (
                <DropdownMenu.Sub key={action}>
                  <DropdownMenu.SubTrigger className={itemClasses}>
                    {label(action)}
                    <ChevronRight className="ml-auto size-4" aria-hidden="true" />
                  </DropdownMenu.SubTrigger>
                  <DropdownMenu.Portal>
                    <DropdownMenu.SubContent
                      sideOffset={2}
                      collisionPadding={8}
                      // On a narrow screen the room beside the menu is all it gets: the items wrap.
                      className={cn(
                        menuBase,
                        'min-w-[min(10rem,var(--radix-dropdown-menu-content-available-width))] max-w-(--radix-dropdown-menu-content-available-width)',
                      )}
                    >
                      {choices[action].map((item) => (
                        <DropdownMenu.Item
                          key={item.key}
                          className={itemClasses}
                          onSelect={() => onRun(item.choice)}
                        >
                          {item.label}
                        </DropdownMenu.Item>
                      ))}
                    </DropdownMenu.SubContent>
                  </DropdownMenu.Portal>
                </DropdownMenu.Sub>
              ),
            )}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </div>
  );

  return (
    <>
      {row}
      {menu}
    </>
  );
}

/** The reasons of the row's unavailable actions, under it (the plan's with a link to the plans). */
function Reasons({
  unavailable,
  reasonId,
}: {
  unavailable: Partial<Record<ReworkAction, Unavailable>>;
  reasonId: (action: ReworkAction) => string;
}) {
  const { t } = useTranslation();
  const entries = Object.entries(unavailable) as [ReworkAction, Unavailable][];
  if (entries.length === 0) return null;
  return (
    <p className="mt-1.5 text-xs text-muted-foreground">
      {entries.map(([action, why]) => (
        <span key={action} className="mr-2 inline-block">
          <span id={reasonId(action)}>{why.reason}</span>
          {why.plans && (
            <>
              {' '}
              <Link to={paths.plans} className="font-medium text-primary underline underline-offset-2">
                {t('generator.seePlans')}
              </Link>
            </>
          )}
        </span>
      ))}
    </p>
  );
}
