import { TablePagination } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PER_PAGE_OPTIONS } from './stored-state';

const dutchNumber = (value: number) => value.toLocaleString('nl-NL');

interface TablePagerProps {
  /** Rows in all. */
  count: number;
  /** 1-based; a page past the end shows the last one. */
  page: number;
  perPage: number;
  onPageChange: (page: number) => void;
  onPerPageChange: (perPage: number) => void;
}

/**
 * The pager of every list: pages of 10 by default (10/25/50/100), 'Regels per pagina:' and '1–10 van 33' in Dutch,
 * its buttons named in Dutch. It wraps onto more lines on a narrow screen instead of running past its edge. The
 * DataTable pages on the server; a table of rows it already has (a dialog's overview) pages them itself with it.
 */
export function TablePager({ count, page, perPage, onPageChange, onPerPageChange }: TablePagerProps) {
  const { t } = useTranslation('components');
  const lastPage = Math.max(1, Math.ceil(count / perPage));
  return (
    <TablePagination
      component="div"
      count={count}
      page={count === 0 ? 0 : Math.min(page, lastPage) - 1}
      rowsPerPage={perPage}
      rowsPerPageOptions={[...PER_PAGE_OPTIONS]}
      onPageChange={(_event, next) => onPageChange(next + 1)}
      onRowsPerPageChange={(event) => onPerPageChange(Number(event.target.value))}
      labelRowsPerPage={t('dataTable.rowsPerPage')}
      labelDisplayedRows={({ from, to, count: total }) =>
        t('dataTable.displayedRows', { from: dutchNumber(from), to: dutchNumber(to), count: dutchNumber(total) })
      }
      getItemAriaLabel={(type) => t(`dataTable.${type}Page`)}
      sx={{
        overflow: 'visible',
        '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', rowGap: 0.5, px: 2 },
        '& .MuiTablePagination-spacer': { display: { xs: 'none', sm: 'block' } },
        '& .MuiTablePagination-actions': { ml: { xs: 1, sm: 2.5 } },
      }}
    />
  );
}
