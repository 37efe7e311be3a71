import { Link, Stack, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { InfoPageLayout, InfoSection } from './InfoPageLayout';
import { CLEARANCES, SIZE_TABLES, dimensionText, toInches } from './sizeGuideRows';

/** /size-guide: typical bed, sofa and dining sizes in cm and inches, and room clearances. */
export function SizeGuidePage() {
  return (
    <InfoPageLayout
      title="Size Guide"
      description="Typical bed, sofa and dining table sizes in centimetres and inches, with tips to measure your room."
      intro={
        <Text>
          Use these typical sizes to plan your room. Every product page lists the exact dimensions of that
          piece under “Specifications”.
        </Text>
      }
    >
      {SIZE_TABLES.map((table) => (
        <InfoSection key={table.title} title={table.title}>
          <Text fontSize="sm">{table.caption}</Text>
          <Table.ScrollArea
            borderWidth="1px"
            borderColor="brand.100"
            rounded="md"
            bg="white"
            // Narrow screens scroll the table sideways: keyboard users need to reach it too.
            tabIndex={0}
            role="region"
            aria-label={`${table.title} table`}
          >
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Size</Table.ColumnHeader>
                  <Table.ColumnHeader>{table.columns} (cm)</Table.ColumnHeader>
                  <Table.ColumnHeader>{table.columns} (inches)</Table.ColumnHeader>
                  <Table.ColumnHeader>Good for</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {table.rows.map((row) => (
                  <Table.Row key={row.name}>
                    <Table.Cell fontWeight="semibold">{row.name}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{dimensionText(row, 'cm')}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{dimensionText(row, 'in')}</Table.Cell>
                    <Table.Cell minW="48">{row.note}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        </InfoSection>
      ))}
      <InfoSection title="Leave room to move">
        <Stack as="ul" gap="1">
          {CLEARANCES.map((row) => (
            <li key={row.name}>
              <strong>{row.name}:</strong> {row.widthCm}–{row.depthCm} cm ({toInches(row.widthCm)}–
              {toInches(row.depthCm)} in). {row.note}.
            </li>
          ))}
        </Stack>
      </InfoSection>
      <InfoSection title="Before delivery day">
        <ul>
          <li>Measure the width of your main door, lift and any tight turns on the stairs.</li>
          <li>
            Compare them with the smallest side of the piece — large wardrobes and beds are delivered in parts
            and assembled in your room.
          </li>
          <li>
            Not sure?{' '}
            <Link asChild color="brand.700">
              <RouterLink to="/contact">Ask us</RouterLink>
            </Link>{' '}
            — we are happy to check for you.
          </li>
        </ul>
      </InfoSection>
    </InfoPageLayout>
  );
}
