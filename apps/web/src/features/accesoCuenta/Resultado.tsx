import Alert from '@mui/material/Alert';

/** What the server answered: its sentence when it succeeded, or its refusal; announced to screen readers. */
export function Resultado({ hecho, errorText }: { hecho: string | null; errorText: string | null }) {
  if (hecho)
    return (
      <Alert severity="success" role="status" sx={{ mb: 2 }}>
        {hecho}
      </Alert>
    );
  if (errorText)
    return (
      <Alert severity="error" role="alert" sx={{ mb: 2 }}>
        {errorText}
      </Alert>
    );
  return null;
}
