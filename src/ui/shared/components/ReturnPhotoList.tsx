import { useEffect } from 'react';
import { Box, HStack, Image, Link, type StackProps, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { returnPhotoUnavailable } from '../../../domain/afterSales/returnMessages';
import { returnTicket, type ReturnRequest } from '../../../domain/afterSales/ReturnRequest';
import { returnPhotoViewerOf } from '../stores/ReturnPhotoViewer';
import { useStores } from '../../app/stores/StoresContext';

const THUMBNAIL = '64px';

/**
 * The photos of the damage a request carries, as thumbnails the reader opens with their own sign-in; each links to
 * the full photo in a new tab. Nothing when it has none.
 */
export const ReturnPhotoList = observer(function ReturnPhotoList({
  request,
  ...rest
}: {
  request: Pick<ReturnRequest, 'orderId' | 'number' | 'photos'>;
} & Omit<StackProps, 'children'>) {
  const viewer = returnPhotoViewerOf(useStores());
  const photos = request.photos;
  useEffect(() => {
    if (photos) viewer.open(photos);
  }, [viewer, photos]);
  if (!photos?.length) return null;
  const ticket = returnTicket(request);
  return (
    <HStack
      as="ul"
      gap="2"
      flexWrap="wrap"
      listStyleType="none"
      m="0"
      p="0"
      aria-label={`Photos of ${ticket}`}
      {...rest}
    >
      {photos.map((name, index) => {
        const view = viewer.viewOf(name);
        const alt = `Photo ${index + 1} of return ${ticket}`;
        return (
          <li key={name}>
            {view.state === 'shown' ? (
              <Link href={view.address} target="_blank" rel="noopener" display="block" rounded="md">
                <Image
                  src={view.address}
                  alt={alt}
                  w={THUMBNAIL}
                  h={THUMBNAIL}
                  objectFit="cover"
                  rounded="md"
                  bg="gray.100"
                />
              </Link>
            ) : view.state === 'failed' ? (
              <Text fontSize="xs" color="gray.600" w={THUMBNAIL} whiteSpace="normal">
                {returnPhotoUnavailable(index + 1)}
              </Text>
            ) : (
              <Box
                w={THUMBNAIL}
                h={THUMBNAIL}
                rounded="md"
                bg="gray.100"
                role="img"
                aria-label={`${alt}, loading`}
              />
            )}
          </li>
        );
      })}
    </HStack>
  );
});
