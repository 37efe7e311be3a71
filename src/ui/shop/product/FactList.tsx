import { DataList } from '@chakra-ui/react';

/** A labelled list of a product's facts (a definition list): its specifications, its declarations. */
export function FactList({ facts }: { facts: readonly { label: string; value: string }[] }) {
  return (
    <DataList.Root
      orientation="horizontal"
      divideY="1px"
      divideColor="brand.100"
      layerStyle="shopPanel"
      px="4"
    >
      {facts.map((fact) => (
        // On a phone each label stands above its value, so a long value (an address) keeps the screen's width.
        <DataList.Item
          key={fact.label}
          py="3"
          flexDirection={{ base: 'column', sm: 'row' }}
          alignItems="flex-start"
          gap={{ base: '1', sm: '4' }}
        >
          <DataList.ItemLabel w={{ sm: '48' }} flexShrink="0" color="gray.600">
            {fact.label}
          </DataList.ItemLabel>
          <DataList.ItemValue color="gray.900" whiteSpace="pre-line">
            {fact.value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
