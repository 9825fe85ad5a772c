// The console's Outbox tab: the newest e-mails of the mail outbox (booking confirmations, cancellations, name
// changes, sign-in links) with recipient, subject, kind, status and time; a row opens to the plain text and
// the HTML as the recipient sees it. Private like the booking categories: with real keys it needs the console
// token, and the server refuses it where those are refused.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Collapse, Flex, Input, Space, Spin, Tag, Typography } from 'antd';
import 'virtual:antd-dev-console-styles.css';
import { LockOutlined, MailOutlined, ReloadOutlined } from '@ant-design/icons';
import { ConsoleCallError, fetchOutbox, type OutboxEntry, type PrivateAccess } from './api.ts';

interface Props {
  privateAccess: PrivateAccess;
}

const STATUS_COLOR: Record<OutboxEntry['status'], string> = { PENDING: 'gold', SENT: 'green', FAILED: 'red' };

const time = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Asia/Kolkata' }) + ' IST';

function MessageDetail({ m }: { m: OutboxEntry }) {
  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">
        {m.delivery === 'outbox'
          ? 'Delivered to the outbox (no SMTP_URL).'
          : m.delivery === 'smtp'
            ? 'Sent to the mail server.'
            : 'Not sent yet.'}{' '}
        Attempts: {m.attempts}
        {m.sentAt ? `; sent ${time(m.sentAt)}` : ''}
        {m.bookingId ? `; booking ${m.bookingId}` : ''}
        {m.attachmentNames.length ? `; attachments: ${m.attachmentNames.join(', ')}` : ''}
      </Typography.Text>
      {m.lastError ? (
        <Alert type={m.status === 'FAILED' ? 'error' : 'warning'} showIcon title="Last error" description={m.lastError} />
      ) : null}
      {m.text === null && m.html === null ? (
        <Typography.Text type="secondary">The message is rendered when it is sent.</Typography.Text>
      ) : (
        <Collapse
          defaultActiveKey={['html']}
          items={[
            {
              key: 'html',
              label: 'HTML',
              children: (
                // No scripts, no same-origin access: the message is shown, never run.
                <iframe
                  title={`E-mail ${m.id}`}
                  sandbox=""
                  srcDoc={m.html ?? ''}
                  style={{ width: '100%', height: 480, border: '1px solid #e5e7eb', borderRadius: 6, background: '#fff' }}
                />
              ),
            },
            {
              key: 'text',
              label: 'Plain text',
              children: <pre style={{ whiteSpace: 'pre-wrap', margin: 0, fontSize: 13 }}>{m.text}</pre>,
            },
          ]}
        />
      )}
    </Flex>
  );
}

export function OutboxView({ privateAccess }: Props) {
  const [messages, setMessages] = useState<OutboxEntry[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(privateAccess === 'open');
  const [token, setToken] = useState('');
  const [askToken, setAskToken] = useState(privateAccess === 'token');
  const loadId = useRef(0);

  const load = useCallback(async (withToken: string) => {
    const id = ++loadId.current;
    setLoading(true);
    setError(null);
    try {
      const list = await fetchOutbox(withToken.trim() || undefined);
      if (id === loadId.current) setMessages(list);
    } catch (e) {
      if (id !== loadId.current) return;
      if (e instanceof ConsoleCallError && e.needsToken) setAskToken(true);
      setError(e instanceof Error && e.message ? e.message : 'The outbox could not be loaded.');
    } finally {
      if (id === loadId.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    // With a token required, wait for the developer to give it; on an open server, load at once.
    if (privateAccess !== 'open') return;
    const id = ++loadId.current;
    fetchOutbox().then(
      (list) => {
        if (id !== loadId.current) return;
        setMessages(list);
        setLoading(false);
      },
      (e: unknown) => {
        if (id !== loadId.current) return;
        setError(e instanceof Error && e.message ? e.message : 'The outbox could not be loaded.');
        setLoading(false);
      },
    );
  }, [privateAccess]);

  if (privateAccess === 'disabled') {
    return (
      <Alert
        type="info"
        showIcon
        icon={<LockOutlined aria-hidden />}
        title="The outbox is private"
        description="Private views are disabled on this server: set CONSOLE_TOKEN to use them."
      />
    );
  }

  return (
    <Card
      size="small"
      title={
        <span>
          <MailOutlined aria-hidden /> Outbox
        </span>
      }
      extra={
        <Space>
          {askToken ? (
            <Input.Password
              aria-label="Console token"
              placeholder="Console token"
              value={token}
              onChange={(e) => setToken(e.target.value)}
              onPressEnter={() => void load(token)}
              style={{ width: 220 }}
            />
          ) : null}
          <Button icon={<ReloadOutlined aria-hidden />} onClick={() => void load(token)} loading={loading}>
            Refresh
          </Button>
        </Space>
      }
    >
      {error ? <Alert type="error" showIcon title="Error" description={error} style={{ marginBottom: 12 }} /> : null}
      {/* A list that opens per message (antd's Collapse, which the page has already), not antd's Table: the
          console is one page of the app, and Table's styles would join every page's stylesheet. */}
      {loading && messages === null ? (
        <Spin />
      ) : !messages?.length ? (
        <Typography.Text type="secondary">{messages === null ? 'Not loaded yet.' : 'No e-mails yet.'}</Typography.Text>
      ) : (
        <Collapse
          size="small"
          items={messages.map((m) => ({
            key: String(m.id),
            label: (
              <Flex wrap gap={8} align="center" data-testid="outbox-message">
                <Typography.Text type="secondary">{time(m.createdAt)}</Typography.Text>
                <Typography.Text>{m.recipient}</Typography.Text>
                {m.subject ? (
                  <Typography.Text strong>{m.subject}</Typography.Text>
                ) : (
                  <Typography.Text type="secondary">(not rendered yet)</Typography.Text>
                )}
                <Tag>{m.kind}</Tag>
                <Tag color={STATUS_COLOR[m.status]}>{m.status}</Tag>
              </Flex>
            ),
            children: <MessageDetail m={m} />,
          }))}
        />
      )}
    </Card>
  );
}
