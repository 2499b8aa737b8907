"""The Activities of the page's examples (not shown there)."""

from temporalio import activity


@activity.defn
async def charge_card(order_id: str) -> str:
    return f"charge-{order_id}"


@activity.defn(name="RenderInvoicePDF")
async def render_invoice_pdf(order_id: str) -> str:
    return f"https://example.com/invoices/{order_id}.pdf"
