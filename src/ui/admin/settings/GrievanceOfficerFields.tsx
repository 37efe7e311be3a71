import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { GrievanceOfficerField } from '../../../domain/settings/GrievanceOfficerValidation';
import type { AdminSettingsStore } from './AdminSettingsStore';
import { settingsField } from './settingsField';
import { TextField } from '../products/productForm/TextField';

const FIELDS: { name: GrievanceOfficerField; label: string; helper: string; inputMode?: 'tel' | 'email' }[] =
  [
    { name: 'grievanceOfficerName', label: "Officer's name", helper: 'A person, not a department.' },
    {
      name: 'grievanceOfficerDesignation',
      label: "Officer's designation",
      helper: 'e.g. Grievance Officer.',
    },
    {
      name: 'grievanceOfficerPhone',
      label: "Officer's phone",
      helper: 'e.g. +91 98765 43210.',
      inputMode: 'tel',
    },
    {
      name: 'grievanceOfficerEmail',
      label: "Officer's e-mail",
      helper: 'Where complaints can be sent.',
      inputMode: 'email',
    },
  ];

/** The settings form's grievance officer: the person shoppers may complain to, shown on Contact Us and Grievance. */
export const GrievanceOfficerFields = observer(function GrievanceOfficerFields({
  store,
}: {
  store: AdminSettingsStore;
}) {
  return (
    <Stack as="fieldset" gap="3" pt="2">
      <Heading as="legend" size="sm">
        Grievance officer
      </Heading>
      <Text fontSize="sm" color="gray.600">
        The Consumer Protection (E-Commerce) Rules, 2020 ask every online seller to name one. Give all four
        details, or none while the shop is being set up.
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {FIELDS.map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            {...settingsField(store, field.name)}
            helper={field.helper}
            inputMode={field.inputMode}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
});
