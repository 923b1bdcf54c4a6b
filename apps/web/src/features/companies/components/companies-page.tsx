import { Pagination, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBuildingSkyscraper, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FriendlyEmpty } from '@/components/friendly-empty';
import { LinkRow } from '@/components/link-row';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { companiesPerPage, useCompanies } from '../api/get-companies';

/** The clients by name, searched on name or client mark; each opens its page. */
export const CompaniesPage = () => {
  const { t } = useTranslation(['companies', 'common']);
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), 300);
  const [page, setPage] = useState(1);
  const companies = useCompanies(q, page);
  return (
    <Stack gap="md" data-testid="companies">
      <TextInput
        type="search"
        label={t('list.search')}
        placeholder={t('list.searchPlaceholder')}
        leftSection={<IconSearch size={16} />}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setPage(1);
        }}
        data-testid="companies-search"
      />
      <QueryState query={companies}>
        {({ items, total }) =>
          items.length === 0 ? (
            <FriendlyEmpty
              icon={IconBuildingSkyscraper}
              title={t(q ? 'common:messages.noResults' : 'list.empty')}
              testId="companies-empty"
            />
          ) : (
            <Stack gap="sm">
              <Stack gap={0}>
                {items.map((company) => (
                  <LinkRow
                    key={company.id}
                    to={paths.company.getHref({ id: String(company.id) })}
                    icon={IconBuildingSkyscraper}
                    label={company.name}
                    description={[company.clientMark, company.city].filter(Boolean).join(' · ')}
                    testId={`company-${company.id}`}
                  />
                ))}
              </Stack>
              {total > companiesPerPage ? (
                <Pagination
                  total={Math.ceil(total / companiesPerPage)}
                  value={page}
                  onChange={setPage}
                  aria-label={t('list.pages')}
                />
              ) : null}
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
};
