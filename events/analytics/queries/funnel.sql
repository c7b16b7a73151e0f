-- Funnel from page view to booking, per day (UTC): artists' pages opened, booking forms opened,
-- requests sent, requests accepted (bookings), and each step's rate from the page views.
-- Events may be archived twice (at-least-once delivery): each counts once by its own id.
SELECT
  day,
  count(DISTINCT CASE WHEN detail_type = 'page.viewed' AND json_extract_scalar(detail, '$.payload.page') = 'profile' THEN json_extract_scalar(detail, '$.metadata.id') END) AS page_views,
  count(DISTINCT CASE WHEN detail_type = 'page.viewed' AND json_extract_scalar(detail, '$.payload.page') = 'form' THEN json_extract_scalar(detail, '$.metadata.id') END) AS form_views,
  count(DISTINCT CASE WHEN detail_type = 'request.created' THEN json_extract_scalar(detail, '$.metadata.id') END) AS requests,
  count(DISTINCT CASE WHEN detail_type = 'request.accepted' THEN json_extract_scalar(detail, '$.metadata.id') END) AS bookings,
  round(100.0 * count(DISTINCT CASE WHEN detail_type = 'request.created' THEN json_extract_scalar(detail, '$.metadata.id') END)
    / nullif(count(DISTINCT CASE WHEN detail_type = 'page.viewed' AND json_extract_scalar(detail, '$.payload.page') = 'profile' THEN json_extract_scalar(detail, '$.metadata.id') END), 0), 1) AS request_rate_pct,
  round(100.0 * count(DISTINCT CASE WHEN detail_type = 'request.accepted' THEN json_extract_scalar(detail, '$.metadata.id') END)
    / nullif(count(DISTINCT CASE WHEN detail_type = 'page.viewed' AND json_extract_scalar(detail, '$.payload.page') = 'profile' THEN json_extract_scalar(detail, '$.metadata.id') END), 0), 1) AS booking_rate_pct
FROM events
WHERE detail_type IN ('page.viewed', 'request.created', 'request.accepted')
GROUP BY day
ORDER BY day
