import { offersInvoiceNote } from '../../../domain/offers/offerMessages';
import { Global } from '@emotion/react';
import { Badge, Box, Button, Grid, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { LuPrinter } from 'react-icons/lu';
import { formatPaise } from '../../../domain/text/formatPaise';
import type { TaxInvoice } from '../../../domain/tax/TaxInvoice';
import { formatDate } from '../../../domain/text/formatDateTime';
import { PAYMENT_METHOD_LABELS } from './OrderBadges';
import { paidOnlineText } from '../../../domain/payments/onlinePaymentMessages';
import { noCostEmiInvoiceNote } from '../../../domain/payments/emiMessages';
import { orderNumber } from '../format/orderNumber';
import { printAlone } from './printAlone';

/** Only the documents are printed, each from a new A4 page, whatever layout the page sits in. */
const PRINT_STYLES = printAlone('gst-documents', 'A4', {
  '.gst-document': { borderWidth: '0 !important', padding: '0 !important' },
  '.gst-document + .gst-document': { breakBefore: 'page' },
  // Every column on the page's width: a printed table cannot be scrolled sideways.
  '.gst-lines': { overflow: 'visible !important' },
  '.gst-lines th, .gst-lines td': { paddingInline: '4px', fontSize: '8.5pt' },
});

const rate = (percent: number): string => `${percent}%`;
const stateWithCode = (state: string, code: string | null): string =>
  code ? `${state} (${code})` : state || '—';

/**
 * A GST tax invoice with every field of CGST Rules, rule 46: supplier, number and date, recipient and place of
 * supply, each row's HSN code, quantity, price, taxable value, rate and tax, totals in figures and words, reverse
 * charge and a signature line; or a credit note (rule 53), which also names the invoice it reduces. The documents
 * inside `#gst-documents` print alone, each from a new A4 page (the browser's 'Save as PDF' gives the PDF).
 */
export function TaxInvoiceView({ invoice, orderId }: { invoice: TaxInvoice; orderId: string }) {
  const { seller, recipient, totals, against } = invoice;
  const discounted = invoice.rows.some((row) => row.discountPaise > 0);
  const kind = against ? 'Credit note' : 'Invoice';
  return (
    <Box
      as="section"
      aria-label={`${invoice.title} ${invoice.number}`}
      className="gst-document"
      bg="white"
      borderWidth="1px"
      rounded="md"
      p={{ base: '4', md: '8' }}
      fontSize="sm"
    >
      <Global styles={PRINT_STYLES} />
      <HStack justify="space-between" align="start" gap="4" flexWrap="wrap" mb="6">
        <Stack gap="1">
          <HStack gap="3">
            <Heading as={against ? 'h2' : 'h1'} size="2xl">
              {invoice.title}
            </Heading>
            {invoice.cancelled ? (
              <Badge colorPalette="red" size="lg" variant="solid">
                Cancelled
              </Badge>
            ) : null}
          </HStack>
          <Text color="gray.600">Original for recipient</Text>
        </Stack>
        <Button className="no-print" variant="outline" size="sm" onClick={() => window.print()}>
          <LuPrinter aria-hidden /> Print or save as PDF
        </Button>
      </HStack>
      {invoice.cancelled ? (
        <Text mb="4" color="red.700" fontWeight="semibold">
          This order was cancelled after the invoice was issued; the invoice is cancelled.
        </Text>
      ) : null}
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="6" mb="6">
        <Stack gap="0.5" aria-label="Supplier">
          <Text fontWeight="bold">Supplier</Text>
          <Text>{seller.legalName || 'Legal name not set'}</Text>
          <Text whiteSpace="pre-line">{seller.address || 'Address not set'}</Text>
          <Text>State: {stateWithCode(seller.state, seller.stateCode)}</Text>
          <Text>GSTIN: {seller.gstin || 'not provided'}</Text>
        </Stack>
        <Stack gap="0.5">
          <Text>
            <Text as="span" fontWeight="bold">
              {kind} number:{' '}
            </Text>
            {invoice.number}
          </Text>
          <Text>
            <Text as="span" fontWeight="bold">
              {kind} date:{' '}
            </Text>
            {formatDate(invoice.issuedAt)}
          </Text>
          {against ? (
            <>
              <Text>
                <Text as="span" fontWeight="bold">
                  Against invoice:{' '}
                </Text>
                {against.number} of {formatDate(against.issuedAt)}
              </Text>
              <Text>
                <Text as="span" fontWeight="bold">
                  Reason:{' '}
                </Text>
                Goods returned (return {against.returnTicket})
              </Text>
            </>
          ) : null}
          <Text>
            <Text as="span" fontWeight="bold">
              Order:{' '}
            </Text>
            {orderNumber(orderId)}
          </Text>
          <Text>
            <Text as="span" fontWeight="bold">
              Place of supply:{' '}
            </Text>
            {stateWithCode(invoice.placeOfSupply.state, invoice.placeOfSupply.code)}
          </Text>
          <Text>
            <Text as="span" fontWeight="bold">
              Tax payable on reverse charge:{' '}
            </Text>
            {invoice.reverseCharge}
          </Text>
        </Stack>
        <Stack gap="0.5" aria-label="Recipient">
          <Text fontWeight="bold">Recipient (billed and shipped to)</Text>
          <Text>{recipient.name}</Text>
          <Text>{recipient.line1}</Text>
          {recipient.line2 ? <Text>{recipient.line2}</Text> : null}
          <Text>
            {recipient.city} {recipient.pincode}
          </Text>
          <Text>State: {stateWithCode(recipient.state, recipient.stateCode)}</Text>
          <Text>Phone: {recipient.phone}</Text>
        </Stack>
      </Grid>
      <Text className="no-print" hideFrom="md" color="gray.600" mb="1">
        Swipe the table sideways for every amount.
      </Text>
      {/* Long names and headings wrap, so a laptop shows every column; a phone still swipes. */}
      <Table.ScrollArea className="gst-lines" whiteSpace="normal" borderWidth="1px" rounded="md" mb="4">
        <Table.Root size="sm" aria-label={`${kind} lines`}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Description</Table.ColumnHeader>
              <Table.ColumnHeader>HSN/SAC</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Qty</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Unit price (incl. GST)</Table.ColumnHeader>
              {discounted ? <Table.ColumnHeader textAlign="end">Discount</Table.ColumnHeader> : null}
              <Table.ColumnHeader textAlign="end">Taxable value</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Rate</Table.ColumnHeader>
              {invoice.intraState ? (
                <>
                  <Table.ColumnHeader textAlign="end">CGST</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">SGST</Table.ColumnHeader>
                </>
              ) : (
                <Table.ColumnHeader textAlign="end">IGST</Table.ColumnHeader>
              )}
              <Table.ColumnHeader textAlign="end">Total</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {invoice.rows.map((row, index) => (
              <Table.Row key={`${row.description}-${index}`}>
                <Table.Cell>{row.description}</Table.Cell>
                <Table.Cell>{row.hsnCode}</Table.Cell>
                <Table.Cell textAlign="end">{row.quantity}</Table.Cell>
                <Table.Cell textAlign="end">{formatPaise(row.unitPricePaise)}</Table.Cell>
                {discounted ? (
                  <Table.Cell textAlign="end">{formatPaise(row.discountPaise)}</Table.Cell>
                ) : null}
                <Table.Cell textAlign="end">{formatPaise(row.taxablePaise)}</Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {invoice.intraState
                    ? `${rate(row.gstRate / 2)} + ${rate(row.gstRate / 2)}`
                    : rate(row.gstRate)}
                </Table.Cell>
                {invoice.intraState ? (
                  <>
                    <Table.Cell textAlign="end">{formatPaise(row.cgstPaise)}</Table.Cell>
                    <Table.Cell textAlign="end">{formatPaise(row.sgstPaise)}</Table.Cell>
                  </>
                ) : (
                  <Table.Cell textAlign="end">{formatPaise(row.igstPaise)}</Table.Cell>
                )}
                <Table.Cell textAlign="end">{formatPaise(row.totalPaise)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
          <Table.Footer>
            <Table.Row fontWeight="bold">
              <Table.Cell colSpan={discounted ? 5 : 4}>Total</Table.Cell>
              <Table.Cell textAlign="end">{formatPaise(totals.taxablePaise)}</Table.Cell>
              <Table.Cell />
              {invoice.intraState ? (
                <>
                  <Table.Cell textAlign="end">{formatPaise(totals.cgstPaise)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatPaise(totals.sgstPaise)}</Table.Cell>
                </>
              ) : (
                <Table.Cell textAlign="end">{formatPaise(totals.igstPaise)}</Table.Cell>
              )}
              <Table.Cell textAlign="end" data-testid="invoice-total">
                {formatPaise(totals.totalPaise)}
              </Table.Cell>
            </Table.Row>
          </Table.Footer>
        </Table.Root>
      </Table.ScrollArea>
      <Text mb="1">
        <Text as="span" fontWeight="bold">
          Amount in words:{' '}
        </Text>
        {invoice.totalInWords}
      </Text>
      <Text color="gray.600" mb="10">
        {against
          ? 'Prices include GST. The total is refunded to the buyer.'
          : `Prices include GST. Payment: ${invoice.paidOnline ? paidOnlineText(invoice.paidOnline) : PAYMENT_METHOD_LABELS[invoice.paymentMethod]}.`}
        {invoice.noCostEmiMonths !== null ? ` ${noCostEmiInvoiceNote(invoice.noCostEmiMonths)}` : ''}
        {invoice.offerNames.length > 0 ? ` ${offersInvoiceNote(invoice.offerNames)}` : ''}
      </Text>
      <Stack align="end" gap="8">
        <Text>For {seller.legalName || 'the supplier'}</Text>
        <Text borderTopWidth="1px" borderColor="gray.500" pt="1" minW="48" textAlign="center">
          Authorised signatory
        </Text>
      </Stack>
    </Box>
  );
}
