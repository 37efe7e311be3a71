import { downloadFile } from '../../shared/format/downloadFile';

/** Hands CSV text to the browser as a download named `fileName`. */
export const downloadCsv = (fileName: string, text: string): void =>
  downloadFile(fileName, text, 'text/csv;charset=utf-8');
