import { useId, useMemo, useState } from 'react';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  CircularProgress,
  InputAdornment,
  Link,
  Stack,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isEditableState, type Education, type Module, type ModuleTypeCode } from '@portal/contracts';
import { LabelledCell, ResponsiveTable } from '../../../../components/data-table';
import { formatDate } from '../../../../lib/format';
import { useModulesByType } from '../../api/get-modules-by-type';
import { OwnMaterials } from '../own-materials';

/** A panel's type: a module type code, with IKO and EKO grouped as KO (spec 2 §3, §9). */
type ProductGroup = Exclude<ModuleTypeCode, 'IKO' | 'EKO'> | 'KO';
/** The panels in the order of the education page's tabs: institute, elective, practical, then the portfolio's. */
const GROUP_ORDER: readonly ProductGroup[] = ['IO', 'KO', 'PRK', 'STA', 'EPA', 'BEG', 'AANVRAAG'];

export const productGroupOf = (type: ModuleTypeCode): ProductGroup => (type === 'IKO' || type === 'EKO' ? 'KO' : type);

type ModuleAssignment = Module['assignments'][number];
interface ProductRow {
  assignment: ModuleAssignment;
  module: Module;
}

/**
 * The Producten sub-tab of the portfolio (spec 2 "Portfolio screen"): the participant's own materials, a search box,
 * and a panel per module type (Keuzeonderwijs for IKO and EKO together) listing the assignments made in those modules,
 * each opening on the assignment page (to finish when still open or returned and the caller may edit, else read).
 */
export function ProductsPanel({ education }: { education: Education }) {
  const { t } = useTranslation(['education', 'domain']);
  const modules = useModulesByType(education.id);
  const [search, setSearch] = useState('');
  const headingId = useId();
  const canEdit = education._permissions.edit;

  const groups = useMemo(() => {
    const needle = search.trim().toLocaleLowerCase('nl');
    const byGroup = new Map<ProductGroup, ProductRow[]>();
    for (const module of modules.data?.items ?? []) {
      for (const assignment of module.assignments) {
        const hit =
          needle === '' ||
          assignment.name.toLocaleLowerCase('nl').includes(needle) ||
          module.publishedName.toLocaleLowerCase('nl').includes(needle);
        if (!hit) continue;
        const group = productGroupOf(module.type);
        const rows = byGroup.get(group) ?? [];
        rows.push({ assignment, module });
        byGroup.set(group, rows);
      }
    }
    return GROUP_ORDER.filter((group) => byGroup.has(group)).map((group) => ({
      group,
      rows: byGroup
        .get(group)!
        .sort(
          (a, b) =>
            a.module.publishedName.localeCompare(b.module.publishedName, 'nl') ||
            a.assignment.name.localeCompare(b.assignment.name, 'nl'),
        ),
    }));
  }, [modules.data, search]);

  const columns = {
    name: t('education:portfolioProducts.columns.name'),
    module: t('education:portfolioProducts.columns.module'),
    status: t('education:portfolioProducts.columns.status'),
    date: t('education:portfolioProducts.columns.date'),
  };
  const hrefOf = ({ assignment }: ProductRow) =>
    canEdit && isEditableState(assignment.state)
      ? `/onderwijs/opdracht/${assignment.id}`
      : `/onderwijs/opdracht/${assignment.id}/bekijken`;

  return (
    <Stack spacing={4}>
      <OwnMaterials education={education} />
      <Box component="section" aria-labelledby={headingId}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' }, mb: 2 }}
        >
          <Typography id={headingId} component="h2" variant="h6">
            {t('education:portfolioProducts.heading')}
          </Typography>
          <Box role="search">
            <TextField
              type="search"
              size="small"
              label={t('education:portfolioProducts.search')}
              placeholder={t('education:portfolioProducts.searchPlaceholder')}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              sx={{ width: { xs: '100%', sm: 320 } }}
              slotProps={{
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchOutlined aria-hidden />
                    </InputAdornment>
                  ),
                },
              }}
            />
          </Box>
        </Stack>
        {modules.isPending ? (
          <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
            <CircularProgress aria-label={t('education:portfolioProducts.heading')} />
          </Box>
        ) : modules.isError ? (
          <Alert severity="error">{t('education:portfolioProducts.loadFailed')}</Alert>
        ) : groups.length === 0 ? (
          <Typography role="status">{t('education:portfolioProducts.empty')}</Typography>
        ) : (
          groups.map(({ group, rows }) => {
            const label = t(`domain:moduleType.${group}`);
            return (
              <Accordion key={group} defaultExpanded disableGutters slotProps={{ heading: { component: 'h3' } }}>
                <AccordionSummary expandIcon={<ExpandMoreOutlined />}>
                  <Typography component="span" sx={{ fontWeight: 500 }}>
                    {label}
                  </Typography>
                  &nbsp;
                  <Typography component="span" color="text.secondary">
                    ({t('education:portfolioProducts.count', { count: rows.length })})
                  </Typography>
                </AccordionSummary>
                <AccordionDetails>
                  <ResponsiveTable label={t('education:portfolioProducts.tableLabel', { type: label })}>
                    <TableHead>
                      <TableRow>
                        {Object.values(columns).map((column) => (
                          <TableCell key={column}>{column}</TableCell>
                        ))}
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {rows.map((row) => (
                        <TableRow key={row.assignment.id}>
                          <LabelledCell component="th" scope="row" label={columns.name}>
                            <Link component={RouterLink} to={hrefOf(row)} sx={{ overflowWrap: 'anywhere' }}>
                              {row.assignment.name}
                            </Link>
                          </LabelledCell>
                          <LabelledCell label={columns.module}>{row.module.publishedName}</LabelledCell>
                          <LabelledCell label={columns.status}>
                            {t(`domain:assignmentState.${row.assignment.state}`)}
                          </LabelledCell>
                          <LabelledCell label={columns.date} noWrap>
                            {formatDate(row.assignment.submitted ?? row.assignment.created)}
                          </LabelledCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </ResponsiveTable>
                </AccordionDetails>
              </Accordion>
            );
          })
        )}
      </Box>
    </Stack>
  );
}
