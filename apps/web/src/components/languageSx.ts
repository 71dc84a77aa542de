/** The language chooser's styles, shared by its closed field and its full Select: both look the same. */
export const languageSx = {
  root: { minWidth: 130 },
  label: { color: 'inherit', '&.Mui-focused': { color: 'inherit' } },
  input: { color: 'inherit', '.MuiOutlinedInput-notchedOutline': { borderColor: 'rgba(255,255,255,0.6)' }, '.MuiSvgIcon-root': { color: 'inherit' } },
} as const;
