import { createTheme, responsiveFontSizes } from '@mui/material/styles';
import { nlNL } from '@mui/material/locale';

/**
 * Colours are chosen for WCAG AA: every `main` colour carries its `contrastText` at 4.5:1 or more, and
 * `contrastThreshold: 4.5` makes MUI pick dark text whenever white would fall short (theme.test.tsx checks both).
 */
/**
 * Headings hold long Dutch compounds ('Beoordelaarsbijeenkomst', 'ouderengeneeskunde'): their sizes scale down on small
 * screens (`responsiveFontSizes`; a desktop of 1200 px or more keeps MUI's sizes), a word longer than the line is
 * hyphenated (`hyphens: auto` under the page's `lang="nl"`), and where the browser has no Dutch hyphenation it breaks
 * rather than widening the page past a phone's screen.
 */
const heading = { overflowWrap: 'break-word', hyphens: 'auto' } as const;

export const theme = responsiveFontSizes(
  createTheme(
    {
      palette: {
        contrastThreshold: 4.5,
        primary: { main: '#1a4d8f' },
        secondary: { main: '#6a1b9a' },
        success: { main: '#1b6e20' },
        error: { main: '#c62828' },
        warning: { main: '#a34700' },
        info: { main: '#01579b' },
      },
      typography: {
        // System fonts: nothing to download before the first paint.
        fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
        // Sentence case reads more easily than MUI's all-caps buttons.
        button: { textTransform: 'none', fontWeight: 600 },
        h1: heading,
        h2: heading,
        h3: heading,
        h4: heading,
        h5: heading,
        h6: heading,
      },
      components: {
        // An avatar without a picture shows initials: MUI's default grey (#bdbdbd) under white text is 1.9:1.
        MuiAvatar: { styleOverrides: { colorDefault: { backgroundColor: '#5f6b7a', color: '#ffffff' } } },
        // The label and help text of a disabled field still explain it (e.g. why the roles cannot be chosen): MUI's
        // disabled grey (38% black) is 2.3:1, so they keep the secondary text colour (AA).
        MuiFormLabel: { styleOverrides: { root: { '&.Mui-disabled': { color: 'rgba(0, 0, 0, 0.6)' } } } },
        MuiFormHelperText: { styleOverrides: { root: { '&.Mui-disabled': { color: 'rgba(0, 0, 0, 0.6)' } } } },
        // A read-only input (another role's answer, something that may no longer change) looks it, as disabled choices
        // do: a grey fill and a dashed outline. Its text keeps full contrast (it is there to be read), and the input
        // keeps its readonly attribute, so assistive technology announces it as read-only.
        MuiInputBase: {
          styleOverrides: { root: { '&.MuiInputBase-readOnly': { backgroundColor: 'rgba(0, 0, 0, 0.06)' } } },
        },
        MuiOutlinedInput: {
          styleOverrides: {
            root: { '&.MuiInputBase-readOnly .MuiOutlinedInput-notchedOutline': { borderStyle: 'dashed' } },
          },
        },
      },
    },
    nlNL,
  ),
);
