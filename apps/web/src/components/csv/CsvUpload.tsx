import { replyText } from '../../api/messages';
import { useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import type { ResultadoPlanillaCsv } from '@pb/contract';
import { errorMessage } from '../../api/errors';
import { notify } from '../../shell/notify/store';
import { CsvResultDialog } from './CsvResultDialog';
import { pickCsvFile } from './pickCsvFile';

interface Props {
  /** The button's text, and the file input's name. */
  label: string;
  /** The hidden file input's test id (tests give it a file directly). */
  testId: string;
  disabled?: boolean;
  variant?: 'contained' | 'outlined';
  icon?: ReactNode;
  /** A hint the button's tooltip gives. */
  help?: string;
  /** Sends the file to be checked (`POST v1/beneficiarias/csv`); nothing is written. */
  upload: (archivo: File) => Promise<ResultadoPlanillaCsv>;
  /** Writes the checked rows (`PATCH v1/beneficiarias/update_personas`); answers the server's message. */
  save: (resultado: ResultadoPlanillaCsv) => Promise<{ mensaje: string }>;
  /** After the rows were written: reload what shows them. */
  onSaved: () => void;
}

/**
 * A CSV the employer uploads, from the button to the write (spec part 2 §4 "CSV upload flow"): pick
 * a .csv file, the dialog shows the progress and then the server's check (all or nothing); on a good
 * file, Continuar writes it, the server's message is the success toast and the list reloads.
 */
export function CsvUpload({ label, testId, disabled, variant = 'contained', icon = <CloudUploadIcon />, help, upload, save, onSaved }: Props) {
  const { t } = useTranslation();
  const entrada = useRef<HTMLInputElement>(null);
  /** undefined: no dialog; null: the file is being checked. */
  const [resultado, setResultado] = useState<ResultadoPlanillaCsv | null | undefined>(undefined);

  const elegido = async (e: ChangeEvent<HTMLInputElement>) => {
    const archivo = pickCsvFile(e, t);
    if (!archivo) return;
    setResultado(null);
    try {
      setResultado(await upload(archivo));
    } catch (error) {
      setResultado(undefined);
      notify('error', errorMessage(error, t('servidor.mensajes.errorSubirArchivo')));
    }
  };

  const continuar = async () => {
    notify('success', replyText(await save(resultado!)));
    setResultado(undefined);
    onSaved();
  };

  return (
    <>
      <Button variant={variant} startIcon={icon} disabled={disabled || resultado === null} onClick={() => entrada.current?.click()} title={help}>
        {label}
      </Button>
      <input ref={entrada} type="file" accept=".csv,text/csv" hidden data-testid={testId} aria-label={label} onChange={(e) => void elegido(e)} />
      {resultado !== undefined && <CsvResultDialog result={resultado} onContinue={continuar} onClose={() => setResultado(undefined)} />}
    </>
  );
}
