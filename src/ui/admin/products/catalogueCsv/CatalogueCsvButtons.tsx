import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuDownload, LuUpload } from 'react-icons/lu';
import { useScreenStore } from '../../../app/stores/useScreenStore';
import { createCsvExportStore } from '../../common/CsvExportStore';
import { toasterNotifier } from '../../common/toasterNotifier';
import { CatalogueImportDialog } from './CatalogueImportDialog';

/**
 * The Products screen's 'Export CSV' and, for a role that changes the catalogue, 'Import CSV'; `onImported` runs
 * when an import wrote something.
 */
export const CatalogueCsvButtons = observer(function CatalogueCsvButtons({
  canImport,
  onImported,
}: {
  canImport: boolean;
  onImported: () => void;
}) {
  const exporter = useScreenStore(createCsvExportStore);
  const [importing, setImporting] = useState(false);
  const exportCatalogue = async () => {
    if (!(await exporter.catalogue()) && exporter.error) toasterNotifier.error(exporter.error);
  };
  return (
    <>
      <Button
        variant="outline"
        loading={exporter.working}
        loadingText="Exporting…"
        onClick={() => void exportCatalogue()}
      >
        <LuDownload aria-hidden /> Export CSV
      </Button>
      {canImport ? (
        <Button variant="outline" onClick={() => setImporting(true)}>
          <LuUpload aria-hidden /> Import CSV
        </Button>
      ) : null}
      {importing ? (
        <CatalogueImportDialog
          onClose={(wrote) => {
            setImporting(false);
            if (wrote) onImported();
          }}
        />
      ) : null}
    </>
  );
});
