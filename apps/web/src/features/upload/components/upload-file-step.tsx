import { FileDropZone, type FileRefusal } from '../../../components/ui/file-drop-zone';
import { UPLOAD_MSG } from '../lib/upload-messages';

/** The server refuses anything above 50 MB (api.md); saying so before sending saves the wait. */
const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

// By MIME type text/csv or by name (spec section 5).
const isCsv = (file: File) => file.type === 'text/csv' || file.name.toLowerCase().endsWith('.csv');
// Bank settlements also take the portals' workbooks and screen pastes saved as text (formats.md).
const STATEMENT_EXTENSIONS = ['.csv', '.txt', '.xls', '.xlsx'];
const isStatementFile = (file: File) =>
  isCsv(file) || STATEMENT_EXTENSIONS.some((extension) => file.name.toLowerCase().endsWith(extension));

const refusals = (statement: boolean): Record<FileRefusal, string> => {
  const wrongType = statement ? UPLOAD_MSG.wrongStatementType : UPLOAD_MSG.wrongType;
  return { type: wrongType, count: `${wrongType} — ${UPLOAD_MSG.oneFileOnly}`, size: UPLOAD_MSG.tooLarge };
};

export interface UploadFileStepProps {
  id: string;
  /** A bank statement (CSV, text or Excel) rather than a BO export (CSV). */
  statement: boolean;
  file: File | null;
  disabled: boolean;
  invalid: boolean;
  onFile: (file: File) => void;
  /** A choice refused before sending: the message to show. */
  onRefuse: (message: string) => void;
  onRemove: () => void;
}

/** The last step of the form: the one file, checked for its kind and size before anything is sent. */
export function UploadFileStep({
  id,
  statement,
  file,
  disabled,
  invalid,
  onFile,
  onRefuse,
  onRemove,
}: UploadFileStepProps) {
  return (
    <div>
      <p className="mb-1.5 text-sm font-medium text-gray-700 dark:text-gray-400">
        {statement ? 'File mutasi' : 'File CSV'}
      </p>
      <FileDropZone
        id={id}
        file={file}
        accepts={statement ? isStatementFile : isCsv}
        inputAccept={statement ? `${STATEMENT_EXTENSIONS.join(',')},text/csv` : '.csv,text/csv'}
        maxBytes={MAX_UPLOAD_BYTES}
        prompt={
          statement
            ? 'Tarik & lepas file .csv, .txt, .xls atau .xlsx di sini, atau klik untuk memilih'
            : 'Tarik & lepas file .csv di sini, atau klik untuk memilih'
        }
        hint={
          statement
            ? 'Satu file mutasi seperti diunduh dari bank (CSV, teks, atau Excel), maksimal 50 MB.'
            : 'Satu file .csv, maksimal 50 MB.'
        }
        disabled={disabled}
        invalid={invalid}
        onFile={onFile}
        onRefuse={(reason) => onRefuse(refusals(statement)[reason])}
        onRemove={onRemove}
      />
    </div>
  );
}
