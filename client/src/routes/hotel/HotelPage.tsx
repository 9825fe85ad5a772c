// The hotel detail page body, reading the query its route loader started.
import { Flex } from 'antd';
import { LightButton } from '../../components/LightButton.tsx';
import { GridCol, GridRow } from '../../components/Grid.tsx';
import { ArrowLeftOutlined, PictureOutlined } from '@ant-design/icons';
import { useReadQuery, type QueryRef } from '@apollo/client/react';
import { lazy, Suspense, useDeferredValue } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { HotelPageQuery as HotelPageData, HotelPageQueryVariables } from '../../__generated__/graphql.ts';
import { userMessage } from '../../lib/errors.ts';
import { paths, slugOf } from '../../lib/paths.ts';
import { rememberedListFor } from '../../lib/backToList.ts';
import { ErrorBoundary } from '../../components/ErrorBoundary.tsx';
import { BookingPanelProvider } from '../../features/rates/index.ts';
import {
  GuestExperiences,
  HotelFacilities,
  HotelGallery,
  HotelHeader,
  HotelOverview,
  HotelPolicies,
  HotelRooms,
  ImportantInformation,
  NeedMoreInformation,
  PropertyStatusNotice,
  QuickInformation,
} from '../../features/hotel/index.ts';
import { GradientArt } from '../../components/GradientArt.tsx';
import { LazyLocationMap } from '../../features/map/index.ts';
import { brand } from '../../app/theme.ts';
import { Text } from '../../components/Typography.tsx';
import { Surface } from '../../components/Surface.tsx';
import { ns } from '../i18n.ts';

/**
 * Back to where the traveller came from: the 'from' state a card passes; else the list this hotel was
 * opened from in this tab (kept across a full page load, lib/backToList.ts); else browser back; else the
 * list of the hotel's city (with the stay in the address), else home.
 */
export function useGoBack(city?: string | null): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const { hotelId } = useParams();
  const from = (location.state as { from?: unknown } | null)?.from;
  return () => {
    const remembered = hotelId ? rememberedListFor(hotelId) : undefined;
    if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')) navigate(from);
    else if (remembered) navigate(remembered);
    else if (((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0) navigate(-1);
    else if (city?.trim()) {
      const stay = new URLSearchParams(location.search);
      const q = new URLSearchParams();
      for (const k of ['checkin', 'checkout', 'guests']) if (stay.get(k)) q.set(k, stay.get(k)!);
      navigate(`${paths.cityHotels(slugOf(city))}${q.size ? `?${q.toString()}` : ''}`);
    } else navigate(paths.home());
  };
}

// Shown only when a hotel fails or is not found: its code (and Result's illustrations) stays off the page's first load.
const Result = lazy(async () => ({ default: (await import('../../components/ResultPanel.tsx')).Result }));

export function GoBackCard({ title, message }: { title: string; message: string }) {
  const { t } = useTranslation(ns);
  const goBack = useGoBack();
  return (
    <Flex justify="center" style={{ padding: '48px 24px' }}>
      <Surface style={{ maxWidth: 560, width: '100%' }}>
        <Suspense fallback={<div style={{ minHeight: 280 }} />}>
          <Result
            status="warning"
            title={title}
            subTitle={message}
            extra={
              <LightButton type="primary" icon={<ArrowLeftOutlined aria-hidden />} onClick={goBack}>
                {t('hotel.goBack')}
              </LightButton>
            }
          />
        </Suspense>
      </Surface>
    </Flex>
  );
}

export function HotelNotFound() {
  const { t } = useTranslation(ns);
  return <GoBackCard title={t('hotel.notFoundTitle')} message={t('hotel.notFoundMessage')} />;
}

export function HotelPage({
  queryRef,
}: {
  queryRef: QueryRef<HotelPageData, HotelPageQueryVariables, 'empty' | 'complete' | 'streaming'>;
}) {
  const { t } = useTranslation(ns);
  const { data, error } = useReadQuery(queryRef);
  const goBack = useGoBack(data?.hotel?.city);
  // What lies below the overview (facilities, rooms, policies, reviews) is drawn in a second,
  // time-sliced pass: the first one (header, gallery, overview, quick facts) reaches the screen, and
  // the gallery's photo starts loading, sooner, and a phone is never blocked for the whole page.
  const details = useDeferredValue(data?.hotel ?? null, null);

  if (error && !data?.hotel) {
    return <GoBackCard title={t('hotel.errorTitle')} message={userMessage(error, t('hotel.errorMessage'))} />;
  }
  const hotel = data?.hotel;
  if (!hotel) {
    return <HotelNotFound />;
  }

  return (
    <BookingPanelProvider>
      <title>{t('hotel.title', { name: hotel.name })}</title>
      <HotelHeader hotel={hotel} onBack={goBack} />
      <div style={{ maxWidth: 1200, margin: '0 auto', padding: '24px' }}>
        <Flex vertical gap={24}>
          {hotel.deleted && <PropertyStatusNotice />}
          <ErrorBoundary
            name="gallery"
            fallback={
              <GradientArt gradient={brand.primaryGradient} icon={<PictureOutlined aria-hidden />} height={500} label={hotel.name} />
            }
          >
            <HotelGallery hotel={hotel} />
          </ErrorBoundary>
          <GridRow gutter={[24, 24]}>
            <GridCol xs={24} lg={16}>
              <Flex vertical gap={24}>
                <HotelOverview hotel={hotel} />
                {/* Only for a hotel with coordinates: without them the map draws nothing, so it never loads (nor its basemap). */}
                {hotel.location && <LazyLocationMap hotelId={hotel.id} />}
                {details ? (
                  <>
                    <HotelFacilities hotel={details} />
                    <HotelRooms hotel={details} />
                    <ImportantInformation hotel={details} />
                    {details.facilities.length === 0 && details.rooms.length === 0 && <NeedMoreInformation hotel={details} />}
                    <HotelPolicies hotel={details} />
                    <ErrorBoundary
                      name="guest-experiences"
                      fallback={
                        <Surface title={t('hotel.guestExperiences')}>
                          <Text type="secondary">{t('hotel.reviewsUnavailable')}</Text>
                        </Surface>
                      }
                    >
                      <GuestExperiences hotel={details} />
                    </ErrorBoundary>
                  </>
                ) : (
                  // Until the second pass lands, a viewport-high box keeps the footer below the fold.
                  <div aria-busy="true" style={{ minHeight: '100vh' }} />
                )}
              </Flex>
            </GridCol>
            <GridCol xs={24} lg={8}>
              <div style={{ position: 'sticky', top: 170 }}>
                <QuickInformation hotel={hotel} />
              </div>
            </GridCol>
          </GridRow>
        </Flex>
      </div>
    </BookingPanelProvider>
  );
}
