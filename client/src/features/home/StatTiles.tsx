// The hero's stat tiles (spec §2): part of the home page's first screen.
import { Col, Row, theme as antTheme } from 'antd';

export const stats = [
  { value: '50,000+', label: 'Hotels' },
  { value: '100+', label: 'Cities' },
  { value: '5M+', label: 'Happy Customers' },
  { value: '4.8', label: 'Average Rating' },
] as const;

export function StatTiles() {
  const { token } = antTheme.useToken();
  return (
    <Row gutter={[16, 16]} style={{ marginTop: 32 }}>
      {stats.map((s) => (
        <Col key={s.label} xs={12} md={6}>
          <div
            style={{
              background: 'rgba(255,255,255,0.12)',
              border: '1px solid rgba(255,255,255,0.2)',
              borderRadius: token.borderRadiusLG,
              padding: 16,
              textAlign: 'center',
              color: '#fff',
            }}
          >
            <div style={{ fontSize: 28, fontWeight: 700 }}>{s.value}</div>
            <div style={{ opacity: 0.85 }}>{s.label}</div>
          </div>
        </Col>
      ))}
    </Row>
  );
}
