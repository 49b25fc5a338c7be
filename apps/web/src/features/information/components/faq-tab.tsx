import { useMemo, useState } from 'react';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  InputAdornment,
  Link,
  List,
  ListItem,
  TextField,
  Typography,
} from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import { getFile, type FaqItem } from '@portal/contracts';
import { PageLoader } from '../../../components/page-loader';
import { readStored, removeStored, writeStored } from '../../../lib/local-storage';
import { usePublicFaq } from '../api/get-public-faq';
import { FAQ_SEARCH_STORAGE_KEY, filterFaq, groupByCategory } from './faq-search';
import { LoadError } from './load-error';
import { RichContent } from './rich-content';

/** Where a file is downloaded (the file area's call checks who may see it). */
const fileUrl = (id: string) => getFile.path.replace(':id', encodeURIComponent(id));

function FaqQuestion({ item }: { item: FaqItem }) {
  const { t } = useTranslation('information');
  // MUI labels the answer's region with the summary's id and points the summary at it.
  const summaryId = `faq-${item.id}-title`;
  const detailsId = `faq-${item.id}-content`;
  return (
    <Accordion disableGutters slotProps={{ heading: { component: 'h3' }, transition: { unmountOnExit: true } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={summaryId} aria-controls={detailsId}>
        <Typography sx={{ fontWeight: 500 }}>{item.title}</Typography>
      </AccordionSummary>
      <AccordionDetails>
        <RichContent html={item.content} />
        {item.attachments.length > 0 ? (
          <Box sx={{ mt: 2 }}>
            <Typography component="h4" variant="subtitle2">
              {t('faq.attachments')}
            </Typography>
            <List dense>
              {item.attachments.map((file) => (
                <ListItem key={file.id} disableGutters>
                  <AttachFileIcon fontSize="small" sx={{ mr: 1 }} aria-hidden />
                  <Link href={fileUrl(file.id)} download={file.name}>
                    {file.name}
                  </Link>
                </ListItem>
              ))}
            </List>
          </Box>
        ) : null}
      </AccordionDetails>
    </Accordion>
  );
}

/**
 * The public FAQ (spec 1 §2): the visible questions grouped by category, each an accordion, and a search box whose
 * text the browser remembers (`faq_search_query`), so the reader finds their search again on the next visit.
 */
export function FaqTab() {
  const { t } = useTranslation('information');
  const faq = usePublicFaq();
  const [query, setQuery] = useState(() => readStored(FAQ_SEARCH_STORAGE_KEY) ?? '');
  const groups = useMemo(() => groupByCategory(filterFaq(faq.data ?? [], query)), [faq.data, query]);

  const search = (text: string) => {
    setQuery(text);
    // An emptied box forgets the search rather than remembering an empty one.
    if (text === '') removeStored(FAQ_SEARCH_STORAGE_KEY);
    else writeStored(FAQ_SEARCH_STORAGE_KEY, text);
  };

  let content;
  if (faq.isPending) content = <PageLoader />;
  else if (faq.isError) {
    content = <LoadError message={t('faq.loadFailed')} onRetry={() => void faq.refetch()} retrying={faq.isFetching} />;
  } else if (faq.data.length === 0) content = <Typography>{t('faq.empty')}</Typography>;
  else if (groups.length === 0) content = <Typography role="status">{t('faq.noResults', { query })}</Typography>;
  else {
    content = groups.map((group) => (
      <Box
        key={group.category.id}
        component="section"
        aria-labelledby={`faq-category-${group.category.id}`}
        sx={{ mb: 3 }}
      >
        <Typography component="h2" variant="h6" id={`faq-category-${group.category.id}`} gutterBottom>
          {group.category.title}
        </Typography>
        {group.items.map((item) => (
          <FaqQuestion key={item.id} item={item} />
        ))}
      </Box>
    ));
  }

  return (
    <Box sx={{ position: 'relative' }}>
      <Box role="search" sx={{ mb: 3, maxWidth: 480 }}>
        <TextField
          type="search"
          fullWidth
          size="small"
          label={t('faq.search')}
          value={query}
          onChange={(event) => search(event.target.value)}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      {content}
    </Box>
  );
}
