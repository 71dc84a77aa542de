import { forwardRef, useId, useImperativeHandle, useRef, useState, type ComponentType, type HTMLAttributes, type KeyboardEvent } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import SvgIcon from '@mui/material/SvgIcon';
import { styled } from '@mui/material/styles';
import { useT } from '../i18n/core';
import { languageSx } from './languageSx';
import type { LanguageSelectMenuProps } from './LanguageSelectMenu';

// MUI's Select imports its menu, popover, modal and focus trap (about 15 KB gzipped): the pages before
// sign-in show the closed field below, with Select's markup and styles, and load the real one when
// the pointer or the focus reaches it, swapping it in when it is opened.
let menuModule: Promise<ComponentType<LanguageSelectMenuProps>> | undefined;
const loadMenu = () => (menuModule ??= import('./LanguageSelectMenu').then((m) => m.default));

const OPEN_KEYS = [' ', 'ArrowUp', 'ArrowDown', 'Enter'];

/** Select's display (MuiSelect-select, outlined): the value's text, room for the arrow. */
const Display = styled('div')(({ theme }) => ({
  '&&': { height: 'auto', minHeight: '1.4375em', textOverflow: 'ellipsis', whiteSpace: 'nowrap', overflow: 'hidden' },
  '&&&': { paddingRight: 32 },
  cursor: 'pointer',
  userSelect: 'none',
  borderRadius: theme.shape.borderRadius,
  '&:focus': { borderRadius: theme.shape.borderRadius },
}));

/** Select's arrow (MuiSelect-icon, outlined). */
const Arrow = styled(SvgIcon)(({ theme }) => ({
  position: 'absolute',
  right: 7,
  top: 'calc(50% - .5em)',
  pointerEvents: 'none',
  color: theme.palette.action.active,
}));

type DisplayProps = HTMLAttributes<HTMLDivElement> & { value?: string; labelId: string };

/** The input slot of OutlinedInput: a combobox that only shows the value, as Select's closed display does. */
const ClosedDisplay = forwardRef<{ focus: () => void; value?: string }, DisplayProps>(function ClosedDisplay({ value, className, labelId, children, ...props }, ref) {
  const div = useRef<HTMLDivElement>(null);
  // What InputBase reads of its input: focus() when its frame is clicked, and the value (the label stays up).
  useImperativeHandle(ref, () => ({ focus: () => div.current?.focus(), value }), [value]);
  return (
    <>
      <Display {...props} ref={div} tabIndex={0} role="combobox" aria-expanded="false" aria-haspopup="listbox" aria-labelledby={labelId} className={`MuiSelect-select MuiSelect-outlined ${className ?? ''}`}>
        {children}
      </Display>
      <Arrow className="MuiSelect-icon MuiSelect-iconOutlined">
        <path d="M7 10l5 5 5-5z" />
      </Arrow>
    </>
  );
});

/** Language chooser; the choice is remembered in this browser. */
export function LanguageSelect({ color = 'default' }: { color?: 'default' | 'inherit' }) {
  const { t, language } = useT();
  const id = useId();
  const [Menu, setMenu] = useState<ComponentType<LanguageSelectMenuProps> | null>(null);
  const [wanted, setWanted] = useState<{ focus: boolean; open: boolean } | null>(null);
  const inherit = color === 'inherit';

  if (Menu && wanted) return <Menu color={color} autoFocus={wanted.focus} defaultOpen={wanted.open} />;

  const load = () => void loadMenu().then((loaded) => setMenu(() => loaded));
  const open = () => {
    load();
    setWanted({ focus: true, open: true });
  };
  return (
    <FormControl size="small" sx={languageSx.root}>
      <InputLabel id={`${id}-label`} sx={inherit ? languageSx.label : undefined}>
        {t('common.language')}
      </InputLabel>
      <OutlinedInput
        label={t('common.language')}
        value={language}
        sx={inherit ? languageSx.input : undefined}
        inputComponent={ClosedDisplay as never}
        inputProps={{
          labelId: `${id}-label`,
          children: t(`languages.${language}`),
          onPointerEnter: load,
          onMouseDown: (event: { button: number; preventDefault: () => void }) => {
            if (event.button !== 0) return;
            event.preventDefault();
            open();
          },
          onKeyDown: (event: KeyboardEvent) => {
            if (!OPEN_KEYS.includes(event.key)) return;
            event.preventDefault();
            open();
          },
        }}
        onFocus={load}
      />
    </FormControl>
  );
}
